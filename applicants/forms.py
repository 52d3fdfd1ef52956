from django import forms

from applicants.models import Applicant, Document


class MultipleFileInput(forms.ClearableFileInput):
    allow_multiple_selected = True


class MultipleFileField(forms.FileField):
    """Many files; each is judged by applicants.intake (by content), not by the form."""

    def clean(self, data, initial=None):
        if data is None:
            return []
        return list(data) if isinstance(data, (list, tuple)) else [data]


class UploadForm(forms.Form):
    files = MultipleFileField(
        required=False,
        widget=MultipleFileInput(attrs={"multiple": True}),
        label="Files",
        help_text="PDF, Word (DOCX), HTML, Markdown or text; a ZIP of such files is unpacked.",
    )
    url = forms.URLField(
        required=False,
        label="Homepage URL",
        assume_scheme="https",
        help_text="The worker fetches the page (public http/https addresses only).",
    )
    applicant = forms.ModelChoiceField(
        queryset=Applicant.objects.all(),
        required=False,
        label="Attach to an existing applicant",
        empty_label="— find the applicant from the documents —",
    )
    batch = forms.IntegerField(required=False, widget=forms.HiddenInput)

    def clean_url(self):
        url = self.cleaned_data["url"]
        if url and not url.lower().startswith(("http://", "https://")):
            raise forms.ValidationError("Only http:// and https:// addresses can be fetched.")
        return url


class KindForm(forms.Form):
    kind = forms.ChoiceField(choices=Document.Kind.choices)


class MoveForm(forms.Form):
    applicant = forms.ModelChoiceField(queryset=Applicant.objects.all(), label="Move to applicant")


class ApplicantChoiceField(forms.ModelChoiceField):
    """Two people of one name must be told apart: the id and the first e-mail go with it."""

    def label_from_instance(self, applicant):
        email = next((email.address for email in applicant.emails.all()), "")
        return f"{applicant} (#{applicant.pk}{', ' + email if email else ''})"


class MergeForm(forms.Form):
    source = ApplicantChoiceField(
        queryset=Applicant.objects.prefetch_related("emails"),
        label="Merge this applicant (it disappears)",
    )
    target = ApplicantChoiceField(
        queryset=Applicant.objects.prefetch_related("emails"),
        label="into this applicant (it stays)",
    )

    def clean(self):
        cleaned = super().clean()
        if cleaned.get("source") and cleaned.get("source") == cleaned.get("target"):
            raise forms.ValidationError("Choose two different applicants.")
        return cleaned
