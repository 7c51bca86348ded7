import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first Tab stop and moves focus to the main content', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        <button type="button">Menu</button>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          Conteúdo
        </main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
