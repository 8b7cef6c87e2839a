import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupTestMockApi } from '../../../../mocks/testing';
import { describeFaultMatrix } from '../../../test/faultMatrix';

/* An event's reads and a comment's save under every fault kind (src/test/faultMatrix.tsx). */

const api = await setupTestMockApi({ resetBeforeEach: true });

/** A comment added refreshes the event (src/entities/refreshes.ts): the event is read again. */
async function addComment(user: UserEvent): Promise<void> {
  const comment = screen.getByRole('textbox', { name: 'Comment' });
  await user.clear(comment);
  await user.type(comment, 'Contrôle fait, rien à signaler');
  await user.click(screen.getByRole('button', { name: 'Add comment' }));
}

describeFaultMatrix(api, {
  name: 'event detail',
  url: '/events/details/250',
  ready: async () => {
    await screen.findByRole('region', { name: 'Event information' }, { timeout: 8_000 });
    await screen.findByRole('img', { name: /around the event$/ }, { timeout: 8_000 });
    await screen.findByRole('textbox', { name: 'Comment' });
  },
  typing: { field: () => screen.getByRole('textbox', { name: 'Comment' }), text: 'Pompe P2 vérifiée sur site' },
  calls: [
    { call: 'GET events/*', what: 'the event', warm: addComment, keepsTyping: false },
    { call: 'GET events/*/comments', what: 'the comments', empty: 'No comments yet.' },
    { call: 'GET graph-data', what: 'the data around the event' },
    {
      call: 'POST events/*/comments',
      write: true,
      warm: (user) => user.click(screen.getByRole('button', { name: 'Add comment' })),
    },
  ],
});
