"""The forms a person corrects an applicant's profile with: one per kind of fact."""

from django import forms

from applicants.models import Award, Education, Email, Experience, Link, Phone, Publication

YEAR = {"min_value": 1900, "max_value": 2100, "required": False}


class EducationForm(forms.ModelForm):
    start_year = forms.IntegerField(**YEAR)
    end_year = forms.IntegerField(**YEAR)

    class Meta:
        model = Education
        fields = ["degree", "field", "institution", "start_year", "end_year", "gpa"]
        labels = {"gpa": "GPA"}


class ExperienceForm(forms.ModelForm):
    start_year = forms.IntegerField(**YEAR)
    end_year = forms.IntegerField(**YEAR)

    class Meta:
        model = Experience
        fields = ["role", "organization", "start_year", "end_year"]


class PublicationForm(forms.ModelForm):
    year = forms.IntegerField(**YEAR)

    class Meta:
        model = Publication
        fields = ["title", "venue", "year", "pub_status"]


class AwardForm(forms.ModelForm):
    class Meta:
        model = Award
        fields = ["title"]


class LinkForm(forms.ModelForm):
    class Meta:
        model = Link
        fields = ["kind", "url"]


class EmailForm(forms.ModelForm):
    address = forms.EmailField(max_length=254)

    class Meta:
        model = Email
        fields = ["address"]


class PhoneForm(forms.ModelForm):
    class Meta:
        model = Phone
        fields = ["number"]


class SkillForm(forms.Form):
    name = forms.CharField(max_length=100, strip=True)


FACT_FORMS = {
    "education": EducationForm,
    "experience": ExperienceForm,
    "publication": PublicationForm,
    "award": AwardForm,
    "link": LinkForm,
    "email": EmailForm,
    "phone": PhoneForm,
    "skill": SkillForm,
}


class ProfileForm(forms.Form):
    name = forms.CharField(max_length=200, required=False, strip=True)
    institution = forms.CharField(max_length=300, required=False, strip=True)
