import {
  ROOM_ACTIONS,
  ROOM_CAPABILITIES,
  type TClientAction,
  type TRoomQuestion,
} from '@pesquisemais/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuestionsPanel } from './questions-panel';

const question = (id: string, text: string, status: TRoomQuestion['status'], extra = {}): TRoomQuestion => ({
  id,
  roomId: 'r1',
  text,
  status,
  answer: null,
  author: null,
  isOwn: false,
  createdAt: '2026-11-23T12:00:00.000Z',
  ...extra,
});

function renderPanel(seat: keyof typeof ROOM_CAPABILITIES, questions: TRoomQuestion[]) {
  const send = vi.fn<(action: TClientAction) => void>();
  const view = render(
    <QuestionsPanel roomId="r1" caps={ROOM_CAPABILITIES[seat]} questions={questions} send={send} />,
  );
  return { send, view };
}

describe('QuestionsPanel', () => {
  it('gives the moderator the queue: approve, reject and answer', () => {
    const { send } = renderPanel('moderator', [
      question('q1', 'Qual o prazo?', 'pending', { author: 'Ana' }),
      question('q2', 'Tem certificado?', 'approved', { author: 'Bia' }),
      question('q3', 'Spam', 'rejected', { author: 'Caio' }),
    ]);
    const queue = within(screen.getByTestId('question-queue')).getAllByTestId('queued-question');
    expect(queue.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Ana · Aguardando moderação'),
      expect.stringContaining('Bia · Aprovada'),
    ]);
    fireEvent.click(within(queue[0] as HTMLElement).getByRole('button', { name: 'Aprovar' }));
    fireEvent.click(within(queue[1] as HTMLElement).getByRole('button', { name: 'Recusar' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Resposta a: Tem certificado?' }), {
      target: { value: 'Sim, por e-mail.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar: Resposta a: Tem certificado?' }));
    expect(send.mock.calls.map(([action]) => action)).toEqual([
      { type: ROOM_ACTIONS.decideQuestion, data: { roomId: 'r1', questionId: 'q1', decision: 'approve' } },
      { type: ROOM_ACTIONS.decideQuestion, data: { roomId: 'r1', questionId: 'q2', decision: 'reject' } },
      {
        type: ROOM_ACTIONS.decideQuestion,
        data: { roomId: 'r1', questionId: 'q2', decision: 'answer', answer: 'Sim, por e-mail.' },
      },
    ]);
  });

  it('lets the audience ask, follow its own questions and read the approved ones with their answers', () => {
    const { send } = renderPanel('watcher_webinar', [
      question('q1', 'Minha dúvida', 'pending', { isOwn: true, author: 'Eu' }),
      question('q2', 'Qual o prazo?', 'answered', { answer: 'Março.' }),
    ]);
    expect(screen.queryByTestId('question-queue')).toBeNull();
    expect(screen.getByTestId('my-questions').textContent).toContain('Minha dúvidaAguardando moderação');
    expect(screen.getByTestId('shown-questions').textContent).toBe('Qual o prazo?Resposta: Março.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Sua pergunta' }), { target: { value: 'Outra?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar: Sua pergunta' }));
    expect(send).toHaveBeenCalledWith({
      type: ROOM_ACTIONS.question,
      data: { roomId: 'r1', text: 'Outra?' },
    });
  });

  it('shows a participant only the approved questions, and nothing when there are none', () => {
    const { view } = renderPanel('participant', []);
    expect(view.container.textContent).toBe('');
    view.unmount();
    renderPanel('participant', [question('q2', 'Qual o prazo?', 'approved')]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('shown-questions').textContent).toBe('Qual o prazo?Aguardando resposta');
  });
});
