from urllib.parse import urlencode

from django import forms
from django.contrib.auth import get_user_model
from django.http import QueryDict

from applicants.models import Applicant, max_length
from reviews import search
from reviews.models import Decision, Review, SavedSearch, Tag, normalize_tag
from reviews.paging import MAX_POSITION
from reviews.querysets import DEFAULT_SORT, SORTS

PAGE_SIZES = [25, 50, 100, 200]
LIST_PARAMS = ("q", "status", "level", "sort", "per_page")
SORT_CHOICES = [(key, key) for key in SORTS] + [(f"-{key}", f"-{key}") for key in SORTS]
SCORE_CHOICES = [(str(value), label) for value, label in Review.Overall.choices]


def list_state(params: QueryDict) -> dict[str, str]:
    """The parameters that define a list (not its page), for links that keep it."""
    return {key: params[key] for key in LIST_PARAMS if params.get(key)}


class ListForm(forms.Form):
    """The list's GET parameters. Invalid values fall back to defaults: a URL never 500s."""

    q = forms.CharField(required=False, max_length=2000)
    status = forms.ChoiceField(
        required=False, choices=[("", "Any status"), *Applicant.Status.choices]
    )
    level = forms.ChoiceField(required=False, choices=[("", "Any level"), *Applicant.Level.choices])
    sort = forms.ChoiceField(required=False, choices=SORT_CHOICES)
    per_page = forms.TypedChoiceField(
        required=False, choices=[(n, n) for n in PAGE_SIZES], coerce=int, empty_value=50
    )
    page = forms.IntegerField(required=False, min_value=1, max_value=MAX_POSITION)
    pos = forms.IntegerField(required=False, min_value=0, max_value=MAX_POSITION)
    # The id of the applicant a page starts after (paging.NUMBERED_PAGES); a bigint.
    after = forms.IntegerField(required=False, min_value=1, max_value=2**63 - 1)
    # ... or, going back, the id of the applicant a page ends before.
    before = forms.IntegerField(required=False, min_value=1, max_value=2**63 - 1)

    def value(self, name, default=None):
        self.is_valid()  # fields with errors are left out of cleaned_data
        return self.cleaned_data.get(name) or default

    def search_query(self) -> search.SearchQuery:
        self.is_valid()
        query = search.parse(self.cleaned_data.get("q") or self.data.get("q", "")[:2000])
        for key in ("status", "level"):
            value = self.cleaned_data.get(key)
            if value:
                query.terms.append(search.Term(key, value))
        return query

    @property
    def sort_key(self) -> str:
        return self.value("sort", DEFAULT_SORT)

    @property
    def page_size(self) -> int:
        return self.value("per_page", 50)

    @property
    def page_number(self) -> int:
        return self.value("page", 1)

    @property
    def after_id(self) -> int | None:
        return self.value("after")

    @property
    def before_id(self) -> int | None:
        return self.value("before")

    @property
    def position(self) -> int | None:
        """The row an applicant page was opened from (0-based), None when absent or bad."""
        self.is_valid()
        return self.cleaned_data.get("pos")


class ReviewForm(forms.Form):
    overall = forms.TypedChoiceField(
        choices=SCORE_CHOICES, coerce=int, widget=forms.RadioSelect, label="Overall"
    )
    confidence = forms.TypedChoiceField(
        choices=[(str(v), label) for v, label in Review.Confidence.choices],
        coerce=int,
        initial=str(Review.Confidence.MEDIUM),
        widget=forms.RadioSelect,
    )
    comment = forms.CharField(required=False, widget=forms.Textarea(attrs={"rows": 4}))
    # The review's version when the form was loaded (0: none yet); absent, nothing is checked.
    version = forms.IntegerField(required=False, min_value=0, widget=forms.HiddenInput)
    tab = forms.CharField(required=False, max_length=40, widget=forms.HiddenInput)
    # "submit" submits; anything else (the 1-5 keys' autosave, "Save draft") keeps a draft.
    action = forms.ChoiceField(
        choices=[("draft", "Save draft"), ("submit", "Submit")], required=False
    )

    def __init__(self, *args, criteria=(), **kwargs):
        super().__init__(*args, **kwargs)
        self.criteria = list(criteria)
        for criterion in self.criteria:
            self.fields[f"criterion_{criterion.pk}"] = forms.TypedChoiceField(
                label=criterion.name,
                required=False,
                coerce=int,
                empty_value=None,
                choices=[("", "–"), *[(str(v), str(v)) for v in range(1, 6)]],
            )
            self.fields[f"criterion_{criterion.pk}"].description = criterion.description

    def criterion_fields(self):
        return [self[f"criterion_{criterion.pk}"] for criterion in self.criteria]

    def scores(self) -> dict[int, int | None]:
        return {c.pk: self.cleaned_data.get(f"criterion_{c.pk}") for c in self.criteria}

    @property
    def submits(self) -> bool:
        return self.cleaned_data.get("action") == "submit"

    @classmethod
    def for_review(cls, review: Review | None, criteria):
        if review is None:
            return cls(criteria=criteria, initial={"version": 0})
        initial = {
            "overall": str(review.overall),
            "confidence": str(review.confidence),
            "comment": review.comment,
            "version": review.version,
        }
        for score in review.scores.all():
            initial[f"criterion_{score.criterion_id}"] = str(score.score)
        return cls(criteria=criteria, initial=initial)


class TagForm(forms.Form):
    name = forms.CharField(max_length=max_length(Tag, "name"))

    def clean_name(self):
        name = normalize_tag(self.cleaned_data["name"])
        if not name:
            raise forms.ValidationError("A tag needs a name.")
        return name


class StatusForm(forms.Form):
    status = forms.ChoiceField(choices=Applicant.Status.choices)


class BulkForm(forms.Form):
    ACTIONS = [
        ("tag", "Add tag"),
        ("untag", "Remove tag"),
        ("status", "Set status"),
        ("decide", "Decide"),
        ("assign", "Assign to"),
    ]

    action = forms.ChoiceField(choices=ACTIONS)
    ids = forms.TypedMultipleChoiceField(coerce=int, choices=[])
    tag = forms.CharField(required=False, max_length=max_length(Tag, "name"))
    status = forms.ChoiceField(required=False, choices=[("", "–"), *Applicant.Status.choices])
    outcome = forms.ChoiceField(required=False, choices=[("", "–"), *Decision.Outcome.choices])
    querystring = forms.CharField(required=False, max_length=4000)
    reviewer = forms.ModelChoiceField(
        required=False, queryset=get_user_model().objects.filter(is_active=True)
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # Any integer goes; unknown ids simply match no applicant.
        self.fields["ids"].valid_value = lambda value: str(value).isdigit()

    def clean_tag(self):
        return normalize_tag(self.cleaned_data.get("tag", ""))

    def clean(self):
        data = super().clean()
        action = data.get("action")
        if action in {"tag", "untag"} and not data.get("tag"):
            self.add_error("tag", "Name the tag.")
        if action == "status" and not data.get("status"):
            self.add_error("status", "Choose a status.")
        if action == "decide" and not data.get("outcome"):
            self.add_error("outcome", "Choose a decision.")
        if action == "assign" and not data.get("reviewer"):
            self.add_error("reviewer", "Choose a reviewer.")
        return data


class SavedSearchForm(forms.Form):
    name = forms.CharField(max_length=max_length(SavedSearch, "name"))
    shared = forms.BooleanField(required=False)
    querystring = forms.CharField(required=False, max_length=max_length(SavedSearch, "querystring"))

    def clean_name(self):
        name = " ".join(self.cleaned_data["name"].split())
        if not name:
            raise forms.ValidationError("Give the search a name.")
        return name

    def clean_querystring(self):
        # Only the list's own parameters: never a page number or anything else posted.
        return urlencode(list_state(QueryDict(self.cleaned_data.get("querystring", ""))))


class DecisionForm(forms.Form):
    outcome = forms.ChoiceField(choices=Decision.Outcome.choices)
    note = forms.CharField(required=False, max_length=max_length(Decision, "note"))


class WeightForm(forms.Form):
    """One weight per active criterion, named weight_<id>."""

    def __init__(self, *args, criteria, **kwargs):
        super().__init__(*args, **kwargs)
        self.criteria = criteria
        for criterion in criteria:
            self.fields[f"weight_{criterion.pk}"] = forms.DecimalField(
                label=criterion.name,
                min_value=0,
                max_value=10,
                max_digits=4,
                decimal_places=2,
                initial=criterion.weight,
            )

    def weights(self) -> dict[int, object]:
        return {c.pk: self.cleaned_data[f"weight_{c.pk}"] for c in self.criteria}


class CommentForm(forms.Form):
    body = forms.CharField(
        max_length=5000,
        widget=forms.Textarea(
            attrs={"rows": 3, "placeholder": "Write to the committee; @login tells someone"}
        ),
        label="Add to the discussion",
    )
