import { SERVER_REPLY_FRESH_MS, serverReply, setInitialData } from '../ssr-data.js';

describe('serverReply: the replies a page was first rendered from, as SWR options', () => {
  const key = '/user/propiedades-publicas?page=1&limit=9';
  const reply = { propiedades: [{ id: 'a' }], total: 1, page: 1, pages: 1 };
  beforeEach(() => setInitialData({ [key]: reply }));

  it('shows a fresh reply without asking the API again', () => {
    expect(serverReply(key, 1_500)).toEqual({ fallbackData: reply, revalidateOnMount: false });
  });

  it('once no longer fresh, still shows it at once but revalidates', () => {
    expect(serverReply(key, SERVER_REPLY_FRESH_MS + 1)).toEqual({ fallbackData: reply });
  });

  it('changes nothing for a key the server did not render (another page, other filters)', () => {
    expect(serverReply('/user/propiedades-publicas?page=2&limit=9', 1_500)).toEqual({});
    expect(serverReply(null, 1_500)).toEqual({});
  });
});
