import { type TChatContact, type TChatMessage, userRoom } from '@pesquisemais/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStoredToken, setStoredToken } from '@/lib/auth-token';
import { SocketHubContext } from '@/lib/socket';
import { createSocketHub, type TSocketHub } from '@/lib/socket-hub';
import { startSocketTestServer, type TTestSocketServer } from '@/lib/socket-test-server';
import { buildAuth, buildUser, jsonResponse } from '@/testing/test-utils';
import { buildShellUi, renderShell } from '../shell-test-utils';
import { ShellUiContext } from '../shell-ui-context';
import { ChatPanel } from './chat-panel';
import { formatChatTime } from './format-chat-time';

const ME = 'uuid-staff';
const TOKEN = 'token-chat';
let server: TTestSocketServer;
let url = '';
let hub: TSocketHub;

beforeAll(async () => {
  ({ server, url } = await startSocketTestServer());
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  hub?.dispose();
  clearStoredToken();
  vi.unstubAllGlobals();
});

const contact = (id: string, name: string, extra: Partial<TChatContact> = {}): TChatContact => ({
  ...{ id, name, avatar: '', status: 'online', mood: '', unread: 0 },
  ...extra,
});
const CONTACTS = [
  contact('c-bia', 'Bia Souza', { unread: 2, status: 'away', mood: 'Em campo' }),
  contact('c-caio', 'Caio Lima', { status: 'offline' }),
  contact('c-duda', 'Duda Reis', { status: 'do-not-disturb' }),
];
const USER = {
  ...{ id: ME, name: 'Maria staff', avatar: '', status: 'online', mood: '' },
  chatList: [{ contactId: 'c-bia', chatId: 'chat-bia', lastMessageTime: '2026-11-23T15:00:00.000Z' }],
};
const message = (seq: number, who: string, text: string): TChatMessage => ({
  ...{ id: `chat-bia:${seq}`, chatId: 'chat-bia', seq, who, message: text },
  time: '2026-11-23T19:05:09.000Z',
});

type TServerStub = { sendAnswer?: Promise<Response>; dialog?: TChatMessage[] };

/** The chat API as the panel calls it; each call is recorded. */
function stubChatServer({ sendAnswer, dialog = [] }: TServerStub = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/chat/contacts') return jsonResponse(CONTACTS);
    if (url === '/api/chat/user') return jsonResponse(USER);
    if (url.startsWith('/api/chat/get-chat')) {
      const contactId = new URL(url, 'http://x').searchParams.get('contactId') ?? '';
      const chat = { id: `chat-${contactId.slice(2)}`, contactId, hasMore: false, contactReadSeq: 0 };
      return jsonResponse({
        chat: { ...chat, dialog: contactId === 'c-bia' ? dialog : [] },
        userChatData: USER,
      });
    }
    if (url === '/api/chat/send-message' && sendAnswer) return sendAnswer;
    if (url === '/api/chat/read') return jsonResponse({ chatId: 'chat-bia', seq: 3, unread: 0 });
    if (url === '/api/chat/user/data') return jsonResponse({ ...USER, ...JSON.parse(String(init?.body)) });
    throw new Error(`chamada inesperada: ${init?.method ?? 'GET'} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The shell's open/closed state for real, with something outside the panel to click. */
function Harness() {
  const [isChatOpen, setChatOpen] = useState(false);
  return (
    <SocketHubContext value={hub}>
      <ShellUiContext.Provider value={buildShellUi({ isChatOpen, setChatOpen })}>
        <button type="button" onClick={() => setChatOpen(true)}>
          Abrir pelo toolbar
        </button>
        <p>Conteúdo da página</p>
        <ChatPanel />
      </ShellUiContext.Provider>
    </SocketHubContext>
  );
}

function renderPanel() {
  setStoredToken(TOKEN);
  hub = createSocketHub({ url });
  return renderShell(<Harness />, { auth: buildAuth(buildUser({ role: 'staff' })) });
}

const panel = () => screen.getByRole('complementary', { name: 'Team Chat' });
const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('ChatPanel', { timeout: 40_000 }, () => {
  it('lists contacts with chats first, a divider, then the others, with status and unread badge', async () => {
    stubChatServer();
    renderPanel();
    const rail = await screen.findByRole('list', { name: 'Contatos' });
    await waitFor(() => expect(within(rail).getAllByRole('button')).toHaveLength(3));
    const buttons = within(rail).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Bia Souza (Ausente), 2 não lidas',
      'Caio Lima (Offline)',
      'Duda Reis (Não perturbe)',
    ]);
    const items = [...rail.children].map((child) => child.getAttribute('role') ?? 'contact');
    expect(items).toEqual(['contact', 'separator', 'contact', 'contact']);
    expect(within(buttons[0] as HTMLElement).getByTestId('unread-badge').textContent).toBe('2');
    expect(panel().getAttribute('data-open')).toBe('false');
  });

  it('is one Tab stop; arrows, Home and End move along the contacts', async () => {
    const user = setup();
    stubChatServer();
    renderPanel();
    const rail = await screen.findByRole('list', { name: 'Contatos' });
    await waitFor(() => expect(within(rail).getAllByRole('button')).toHaveLength(3));
    const [bia, caio, duda] = within(rail).getAllByRole('button') as HTMLElement[];
    expect([bia, caio, duda].map((button) => button?.tabIndex)).toEqual([0, -1, -1]);
    bia?.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(caio);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(duda);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(duda);
    await user.keyboard('{Home}{ArrowUp}');
    expect(document.activeElement).toBe(bia);
    await user.keyboard('{ArrowDown}');
    // The last one focused is the rail's Tab stop.
    expect([bia, caio, duda].map((button) => button?.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('opens on a contact, closes on Escape and on an outside click, clearing the selected contact', async () => {
    const user = setup();
    stubChatServer();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Caio Lima/ }));
    expect(panel().getAttribute('data-open')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Team Chat' })).toBeTruthy();
    expect(await screen.findByText('Start a conversation by typing your message below.')).toBeTruthy();
    expect(screen.getByPlaceholderText('Type your message')).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(panel().getAttribute('data-open')).toBe('false'));
    // Opened again without a contact: the selection was cleared.
    await user.click(screen.getByRole('button', { name: 'Abrir pelo toolbar' }));
    expect(await screen.findByText('Select a contact to start a conversation.')).toBeTruthy();
    // A click inside keeps it open; a click outside closes it.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await user.click(screen.getByText('Select a contact to start a conversation.'));
    expect(panel().getAttribute('data-open')).toBe('true');
    await user.click(screen.getByText('Conteúdo da página'));
    await waitFor(() => expect(panel().getAttribute('data-open')).toBe('false'));
    await user.click(screen.getByRole('button', { name: 'Abrir chat' }));
    await user.click(screen.getByRole('button', { name: 'Fechar chat' }));
    await waitFor(() => expect(panel().getAttribute('data-open')).toBe('false'));
  });

  it('sends only a non-empty text and clears the input only after the server confirms', async () => {
    const user = setup();
    let confirm: (response: Response) => void = () => {};
    const sendAnswer = new Promise<Response>((resolve) => {
      confirm = resolve;
    });
    const fetchMock = stubChatServer({ sendAnswer, dialog: [message(1, 'c-bia', 'Oi, Maria!')] });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Bia Souza/ }));
    expect(await screen.findByText('Oi, Maria!')).toBeTruthy();
    expect(screen.getByText(formatChatTime('2026-11-23T19:05:09.000Z'))).toBeTruthy();

    const input = screen.getByPlaceholderText('Type your message') as HTMLInputElement;
    const send = screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(input, '   ');
    expect(send.disabled).toBe(true);
    await user.clear(input);
    await user.type(input, 'Tudo certo?');
    await user.click(send);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/chat/send-message',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    const sent = fetchMock.mock.calls.find(([path]) => path === '/api/chat/send-message');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      chatId: 'chat-bia',
      contactId: 'c-bia',
      message: { who: ME, message: 'Tudo certo?' },
    });
    expect(input.value).toBe('Tudo certo?');
    confirm(jsonResponse({ message: message(2, ME, 'Tudo certo?'), userChatData: USER }));
    await waitFor(() => expect(input.value).toBe(''));
    expect(await screen.findByText('Tudo certo?')).toBeTruthy();
    expect(screen.getByText(/· Enviada/)).toBeTruthy();
  });

  it('shows a message that arrives live in the open chat and marks it read', async () => {
    const user = setup();
    const fetchMock = stubChatServer({ dialog: [message(1, ME, 'Bom dia')] });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Bia Souza/ }));
    expect(await screen.findByText('Bom dia')).toBeTruthy();
    await waitFor(async () => expect(await server.in(userRoom(TOKEN)).fetchSockets()).toHaveLength(1));
    server.to(userRoom(TOKEN)).emit('message', {
      type: 'chat:read',
      data: { chatId: 'chat-bia', readerId: 'c-bia', contactId: ME, seq: 1, unread: 0 },
    });
    expect(await screen.findByText(/· Lida/)).toBeTruthy();
    server.to(userRoom(TOKEN)).emit('message', {
      type: 'chat:message',
      data: { chatId: 'chat-bia', from: 'c-bia', to: ME, message: message(3, 'c-bia', 'Chegou agora') },
    });
    expect(await screen.findByText('Chegou agora')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/chat/read', expect.objectContaining({ method: 'POST' })),
    );
  });
});

describe('ChatPanel: my status and mood', { timeout: 40_000 }, () => {
  it('saves the chosen status and the mood; the status menu (a portal) does not close the panel', async () => {
    const user = setup();
    const fetchMock = stubChatServer();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Abrir chat' }));
    await user.click(await screen.findByRole('combobox', { name: 'Meu status' }));
    await user.click(await screen.findByRole('option', { name: 'Não perturbe' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/chat/user/data', expect.anything()));
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/chat/user/data');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ status: 'do-not-disturb' });
    expect(panel().getAttribute('data-open')).toBe('true');

    await user.type(screen.getByRole('textbox', { name: 'Humor' }), 'Em campo{Enter}');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([path, init]) => path === '/api/chat/user/data' && String(init?.body).includes('Em campo'),
        ),
      ).toBe(true),
    );
  });
});

describe('formatChatTime', () => {
  it('writes month name, day ordinal, year and h:mm:ss am/pm in pt-BR', () => {
    expect(formatChatTime(new Date(2026, 10, 23, 16, 5, 9))).toBe('23º de novembro de 2026, 4:05:09 pm');
    expect(formatChatTime(new Date(2026, 0, 1, 0, 0, 7))).toBe('1º de janeiro de 2026, 12:00:07 am');
  });
});
