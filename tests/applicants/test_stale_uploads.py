"""Temporary upload files a killed web server left behind are removed at start and by the
sweep; files still in use, and files that are not ours, stay."""

import os
import time

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from applicants.upload_handlers import STALE_UPLOAD_SECONDS, remove_stale_upload_files


@pytest.fixture
def upload_dir(settings, tmp_path):
    settings.FILE_UPLOAD_TEMP_DIR = tmp_path / "upload-tmp"
    settings.FILE_UPLOAD_TEMP_DIR.mkdir()
    return settings.FILE_UPLOAD_TEMP_DIR


def left_behind(folder, name, age_seconds):
    path = folder / name
    path.write_bytes(b"%PDF-1.7 half an upload")
    then = time.time() - age_seconds
    os.utime(path, (then, then))
    return path


def test_only_our_stale_temporary_uploads_are_removed(upload_dir):
    stale = left_behind(upload_dir, "tmpa1b2c3.upload.pdf", STALE_UPLOAD_SECONDS + 60)
    arriving = left_behind(upload_dir, "tmpd4e5f6.upload.pdf", 5)
    not_ours = left_behind(upload_dir, "notes.txt", STALE_UPLOAD_SECONDS + 60)

    assert remove_stale_upload_files() == 1
    assert not stale.exists()
    assert arriving.exists()
    assert not_ours.exists()


def test_the_web_start_command_removes_them(upload_dir):
    stale = left_behind(upload_dir, "tmpa1b2c3.upload.docx", STALE_UPLOAD_SECONDS + 1)
    call_command("remove_stale_uploads", verbosity=0)
    assert not stale.exists()


@pytest.mark.django_db
def test_the_periodic_sweep_removes_them(upload_dir):
    from applicants.pipeline import sweep_documents

    stale = left_behind(upload_dir, "tmpa1b2c3.upload", STALE_UPLOAD_SECONDS + 1)
    assert sweep_documents()["stale_uploads_removed"] == 1
    assert not stale.exists()


@pytest.mark.django_db
def test_uploads_stream_into_our_own_folder(upload_dir, coordinator, monkeypatch):
    from applicants.upload_handlers import SizeLimitedUploadHandler

    folders = []
    complete = SizeLimitedUploadHandler.file_complete

    def noting_the_folder(handler, file_size):
        folders.append(os.path.dirname(handler.file.temporary_file_path()))
        return complete(handler, file_size)

    monkeypatch.setattr(SizeLimitedUploadHandler, "file_complete", noting_the_folder)
    client = Client()
    client.force_login(coordinator)
    notes = SimpleUploadedFile("notes.txt", b"Orla Fennimore\nlantern notes\n")
    client.post(reverse("applicants:upload"), {"files": [notes]})
    assert folders == [str(upload_dir)]
    assert list(upload_dir.iterdir()) == []
