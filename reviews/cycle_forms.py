from django import forms

from reviews.models import Cycle


# The anonymised first pass is stored on the cycle but not applied yet: its two settings stay
# off these forms until the list, page and search hide what it says they hide.
class CycleForm(forms.ModelForm):
    class Meta:
        model = Cycle
        fields = ["name", "review_visibility"]


class CycleSettingsForm(forms.ModelForm):
    class Meta:
        model = Cycle
        fields = ["review_visibility"]


class PhaseForm(forms.Form):
    phase = forms.ChoiceField(choices=Cycle.Phase.choices)


class SwitchForm(forms.Form):
    cycle = forms.ModelChoiceField(queryset=Cycle.objects.all())
