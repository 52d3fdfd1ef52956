"""Builders of the synthetic corpus's PDF and DOCX documents, one module per family of shapes.

Every person, institution, paper and number in them is invented; the labels beside the
documents were written by hand from what each document states.
"""
