"""Logging filters for the records Django writes about requests."""

import logging


class OneLineForbidden(logging.Filter):
    """A refused request (403) is logged as one line with its reason, not a traceback.

    A 403 is the app working as meant (a reviewer trying a coordinator's page), so the
    traceback Django attaches would only bury real errors.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "status_code", None) == 403 and record.exc_info:
            reason = str(record.exc_info[1] or "").strip()
            message = record.getMessage()
            record.msg = f"{message}: {reason}" if reason else message
            record.args = ()
            record.exc_info = None
            record.exc_text = None
        return True
