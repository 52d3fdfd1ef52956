from django import forms

from reviews.models import Cycle

SETTINGS = ["review_visibility", "anonymised_first_pass", "anonymise_institution"]


class CycleForm(forms.ModelForm):
    class Meta:
        model = Cycle
        fields = ["name", *SETTINGS]


class CycleSettingsForm(forms.ModelForm):
    class Meta:
        model = Cycle
        fields = SETTINGS


class PhaseForm(forms.Form):
    phase = forms.ChoiceField(choices=Cycle.Phase.choices)


class SwitchForm(forms.Form):
    cycle = forms.ModelChoiceField(queryset=Cycle.objects.all())
