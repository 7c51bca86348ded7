/**
 * Where snackbars render: a live region of their own at the end of <body>, outside #root. An open dialog or
 * drawer (MUI Modal) hides everything else from screen readers with aria-hidden, which would silence a
 * snackbar raised from inside it ("Salvo", an error); this region takes that attribute off again, so a
 * message is always announced (WCAG 4.1.3). Focus stays trapped in the dialog: only the reading is kept.
 */
export function snackbarRoot(doc: Document = document): HTMLElement {
  const existing = doc.getElementById('snackbars');
  if (existing) return existing;
  const root = doc.createElement('div');
  root.id = 'snackbars';
  doc.body.append(root);
  new MutationObserver(() => {
    if (root.hasAttribute('aria-hidden')) root.removeAttribute('aria-hidden');
  }).observe(root, { attributes: true, attributeFilter: ['aria-hidden'] });
  return root;
}
