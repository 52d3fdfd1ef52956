from django import forms

from reviews.assigning import assignable_reviewers
from reviews.models import Conflict, ReviewerProfile

MAX_TOPICS = 20


class ReviewerChoiceField(forms.ModelChoiceField):
    def label_from_instance(self, user) -> str:
        full = user.get_full_name()
        return f"{user.get_username()} ({full})" if full else user.get_username()


class AssignForm(forms.Form):
    reviewer = ReviewerChoiceField(queryset=assignable_reviewers())


class ConflictForm(forms.Form):
    reviewer = ReviewerChoiceField(queryset=assignable_reviewers())
    reason = forms.CharField(
        required=False, max_length=Conflict._meta.get_field("reason").max_length
    )


class AutoAssignForm(forms.Form):
    k = forms.IntegerField(min_value=1, max_value=10, initial=2, label="Reviewers per applicant")
    seed = forms.IntegerField(
        min_value=0,
        max_value=2**31,
        initial=1,
        help_text="Breaks ties; the same seed gives the same plan for the same data.",
    )
    reviewers = forms.ModelMultipleChoiceField(
        queryset=assignable_reviewers(), widget=forms.CheckboxSelectMultiple
    )


def parse_topics(text: str) -> list[str]:
    """'Compilers, GPU kernels;  ml' -> ['compilers', 'gpu kernels', 'ml'] (no repeats)."""
    topics = []
    for part in text.replace(";", ",").replace("\n", ",").split(","):
        topic = " ".join(part.lower().split())[:60]
        if topic and topic not in topics:
            topics.append(topic)
    return topics


class ProfileForm(forms.ModelForm):
    field_order = ["topics_text", "institution"]
    topics_text = forms.CharField(
        required=False,
        max_length=1000,
        label="Topics",
        help_text="Short keywords, separated by commas: compilers, gpu, program synthesis.",
    )

    class Meta:
        model = ReviewerProfile
        fields = ["institution"]
        labels = {"institution": "Current institution"}
        help_texts = {"institution": "Where you work now: applicants from there are flagged."}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["topics_text"].initial = ", ".join(self.instance.topics or [])

    def clean_topics_text(self):
        topics = parse_topics(self.cleaned_data["topics_text"])
        if len(topics) > MAX_TOPICS:
            raise forms.ValidationError(f"At most {MAX_TOPICS} topics.")
        return topics

    def save(self, commit=True):
        self.instance.topics = self.cleaned_data["topics_text"]
        return super().save(commit=commit)
