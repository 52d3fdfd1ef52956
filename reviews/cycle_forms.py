from django import forms

from reviews.models import Cycle


class CycleForm(forms.ModelForm):
    class Meta:
        model = Cycle
        fields = ["name", "review_visibility", "anonymised_first_pass", "anonymise_institution"]


class CycleSettingsForm(forms.ModelForm):
    class Meta:
        model = Cycle
        fields = ["review_visibility", "anonymised_first_pass", "anonymise_institution"]


class PhaseForm(forms.Form):
    phase = forms.ChoiceField(choices=Cycle.Phase.choices)


class SwitchForm(forms.Form):
    cycle = forms.ModelChoiceField(queryset=Cycle.objects.all())
