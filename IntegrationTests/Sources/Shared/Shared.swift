// An empty stand-in for an app's module: Tests/Fixtures/config/notes-imports.yaml adds `import Shared` (and
// `import NotesKit`) to every generated file, and the golden output ConfiguredNotesImportsAPI compiles against it.
