from django import forms
from django.contrib.auth import get_user_model

ROLE_CHOICES = [("coordinator", "Coordinator"), ("reviewer", "Reviewer")]


class RoleForm(forms.Form):
    role = forms.ChoiceField(choices=ROLE_CHOICES)


class ActiveForm(forms.Form):
    active = forms.BooleanField(required=False)


class InviteForm(forms.ModelForm):
    """A new reviewer: a login name, where the set-password link goes, and a name."""

    name = forms.CharField(max_length=300, required=False)

    class Meta:
        model = get_user_model()
        fields = ["username", "email"]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["email"].required = True
        self.fields["username"].help_text = ""

    def clean_email(self):
        email = self.cleaned_data["email"].strip()
        if get_user_model().objects.filter(email__iexact=email).exists():
            raise forms.ValidationError("Someone already has an account with this address.")
        return email
