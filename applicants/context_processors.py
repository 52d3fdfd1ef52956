from applicants.roles import is_coordinator


def roles(request):
    user = getattr(request, "user", None)
    return {"is_coordinator": bool(user) and is_coordinator(user)}
