"""The exceptions parsing raises for documents it cannot read."""


class ParseError(Exception):
    """A document cannot be read; the message is meant for the coordinator."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class ParserFault(ParseError):
    """The parser itself failed on a document (a bug, not a bad file). parse_many reports it
    in that document's place so the other documents of the call are still parsed."""

    def __init__(self, cause: Exception):
        super().__init__(
            f"the parser failed on this document ({cause.__class__.__name__}: {cause}); "
            "the other documents are not affected"
        )
        self.cause = cause
