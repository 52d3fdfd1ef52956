"""Turning a document's bytes into a Profile. Plain functions; imports no Django model."""
