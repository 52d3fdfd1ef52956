"""The one exception parsing raises for documents it cannot read."""


class ParseError(Exception):
    """A document cannot be read; the message is meant for the coordinator."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message
