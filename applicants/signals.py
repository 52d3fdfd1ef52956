"""Signals other apps listen to (they depend on applicants, never the other way round)."""

from django.dispatch import Signal

# Sent by applicants.merge.merge_applicants inside its transaction, before any row moves,
# with source= and target= Applicants. A receiver moves or combines its own rows (for
# example one tag on both, or a denormalised summary to recompute) or raises
# applicants.merge.MergeConflict(message) to refuse the merge. Rows left pointing at
# the source are then moved as they are; a unique constraint that stops them refuses too.
# A receiver returns what the merge's record cannot get back by moving rows back:
# {"deleted": {"app.model": [row values]}, "irreversible": [why an undo cannot be faithful]}.
merging_applicants = Signal()

# Sent by applicants.unmerge.undo_merge inside its transaction, after the source is back with
# its rows, with source=, target= Applicants, record= the MergeRecord and by= the user:
# receivers recompute their own summaries and write their audit rows.
merge_undone = Signal()
