// html-validate's configuration for the server-rendered pages (tests/html-validity.spec.ts): the
// recommended preset, with only the rules below changed, each for the reason written beside it.
// Every rule left on is an error; the pages must have none.
module.exports = {
  extends: ['html-validate:recommended'],
  rules: {
    // Style, not validity. React's server renderer writes some attribute names in React's casing
    // (autoComplete, readOnly, hrefLang, fetchPriority, noValidate); HTML attribute names are
    // case-insensitive, and the browser reads them the same.
    'attr-case': 'off',
    // Style: React writes void elements as `<img … />` and boolean attributes as `hidden=""`; both
    // spellings are valid HTML and we do not write this markup by hand.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Style: `<!doctype html>` (as the bundler writes it) and `<!DOCTYPE html>` are the same doctype.
    'doctype-style': 'off',
    // React's useId ids (`_R_4m_`) are valid HTML ids (any characters but spaces); `relaxed` checks
    // exactly the rules of HTML instead of the preset's stricter "begins with a letter" style.
    'valid-id': ['error', { relaxed: true }],
    // ARIA 1.2 lets a list (<ul>, role list) be named, and screen readers announce the name; the
    // preset's default only allows aria-label on landmarks, widgets and a few others.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};
