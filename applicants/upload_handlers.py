"""An upload handler that stops storing a file the moment it passes settings.UPLOAD_MAX_BYTES.

The rest of that file's bytes are read and thrown away (so the browser gets an
answer, not a reset connection), nothing of it reaches storage, and the view
is told which files were dropped. Large uploads stream to temporary files in
settings.FILE_UPLOAD_TEMP_DIR; those a killed server left behind are removed
by remove_stale_upload_files.
"""

import time
from contextlib import suppress
from pathlib import Path

from django.conf import settings
from django.core.files.uploadhandler import TemporaryFileUploadHandler

# An upload being received rewrites its temporary file continually, and the request that
# received it is done with it within minutes; one untouched this long belongs to no request.
STALE_UPLOAD_SECONDS = 3600
# How Django names them (tmpXXXX.upload.pdf): only those are ever removed.
UPLOAD_FILE_PATTERN = "tmp*.upload*"


class SizeLimitedUploadHandler(TemporaryFileUploadHandler):
    def __init__(self, request=None):
        super().__init__(request)
        self.limit = settings.UPLOAD_MAX_BYTES
        if request is not None and not hasattr(request, "oversized_uploads"):
            request.oversized_uploads = []

    def new_file(self, *args, **kwargs):
        super().new_file(*args, **kwargs)
        self.received = 0
        self.oversized = False

    def receive_data_chunk(self, raw_data, start):
        self.received += len(raw_data)
        if self.received > self.limit:
            if not self.oversized:
                self.oversized = True
                self.file.close()  # a NamedTemporaryFile: closing deletes what was written
            return None
        return super().receive_data_chunk(raw_data, start)

    def file_complete(self, file_size):
        if self.oversized:
            if self.request is not None:
                self.request.oversized_uploads.append(self.file_name or "upload")
            return None
        return super().file_complete(file_size)


def remove_stale_upload_files(older_than: float = STALE_UPLOAD_SECONDS) -> int:
    """Deletes temporary upload files no request is using any more; returns how many."""
    cutoff = time.time() - older_than
    removed = 0
    for path in Path(settings.FILE_UPLOAD_TEMP_DIR).glob(UPLOAD_FILE_PATTERN):
        with suppress(FileNotFoundError):  # its request finished meanwhile
            if path.is_file() and path.stat().st_mtime < cutoff:
                path.unlink()
                removed += 1
    return removed
