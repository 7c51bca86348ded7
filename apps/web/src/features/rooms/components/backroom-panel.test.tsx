import { ROOM_ACTIONS, ROOM_CAPABILITIES, type TClientAction, type TRoomEntry } from '@pesquisemais/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackroomPanel } from './backroom-panel';

const entry = (kind: TRoomEntry['kind'], text: string, atMs = 0): TRoomEntry => ({
  id: `${kind}-${text}`,
  roomId: 'r1',
  kind,
  text,
  atMs,
  author: 'Observadora Olga',
  seat: 'watcher',
  createdAt: '2026-11-23T12:00:00.000Z',
});
const ENTRIES = [
  entry('backroom', 'Ela hesitou no preço'),
  entry('bookmark', 'Objeção de preço', 125_000),
  entry('section', 'Bloco 2 — conceito', 60_000),
  entry('reaction', '👎', 130_000),
  entry('note', 'Pergunte sobre genéricos'),
];

function renderPanel(seat: keyof typeof ROOM_CAPABILITIES) {
  const send = vi.fn<(action: TClientAction) => void>();
  render(
    <BackroomPanel
      roomId="r1"
      caps={ROOM_CAPABILITIES[seat]}
      entries={ENTRIES}
      elapsed={() => 90_000}
      send={send}
    />,
  );
  return send;
}

describe('BackroomPanel', () => {
  it('shows the chat and a timeline in time order; notes only to the moderator', () => {
    renderPanel('moderator');
    expect(screen.getByTestId('backroom-chat').textContent).toContain('Ela hesitou no preço');
    const timeline = within(screen.getByTestId('timeline')).getAllByRole('listitem');
    expect(timeline.map((item) => item.textContent)).toEqual([
      expect.stringContaining('01:00 Bloco 2 — conceito'),
      expect.stringContaining('02:05 Objeção de preço'),
      // A reaction reads as words, not as an emoji a screen reader or a font may not know.
      expect.stringContaining('02:10 Não gostei'),
    ]);
    expect(screen.getByTestId('moderator-notes').textContent).toContain('Pergunte sobre genéricos');
  });

  it('offers each seat only what its capabilities allow', () => {
    renderPanel('watcher_guest');
    expect(screen.getByRole('textbox', { name: 'Nota ao moderador' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Marcar momento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gostei' })).toBeNull();
    expect(screen.queryByTestId('moderator-notes')).toBeNull();
  });

  it('sends a bookmark with the session time and a reaction', () => {
    const send = renderPanel('watcher_reaction');
    fireEvent.change(screen.getByRole('textbox', { name: 'Marcar momento' }), {
      target: { value: 'Boa frase' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar: Marcar momento' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gostei' }));
    expect(send.mock.calls.map(([action]) => action)).toEqual([
      { type: ROOM_ACTIONS.mark, data: { roomId: 'r1', kind: 'bookmark', text: 'Boa frase', atMs: 90_000 } },
      { type: ROOM_ACTIONS.mark, data: { roomId: 'r1', kind: 'reaction', text: '👍', atMs: 90_000 } },
    ]);
  });
});
