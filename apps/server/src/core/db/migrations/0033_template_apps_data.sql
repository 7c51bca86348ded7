-- The quick panel now reads the user's own calendar and notes (modules calendar-app and notes-app): its
-- separate sample rows go.
DROP TABLE quick_panel_entries
