import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { chooseExternalViewMessage } from './external-view-message';
import { ExternalConceptPage } from './ExternalConceptPage';

const INVALID = 'The URL you requested is not valid. Please contact your account administrator for assistance.';

describe('chooseExternalViewMessage', () => {
  it('shows "expired" only for 4011', () => {
    expect(chooseExternalViewMessage(4011)).toBe('expired');
    expect(chooseExternalViewMessage('4011')).toBe('expired');
    expect(chooseExternalViewMessage(401)).toBe('invalid');
    expect(chooseExternalViewMessage('SOMETHING_ELSE')).toBe('invalid');
    expect(chooseExternalViewMessage(null)).toBe('invalid');
  });
});

describe('ExternalConceptPage', () => {
  it.each(['/external/demo/creative/concepts/crc_1', '/external/demo/creative/concepts/crc_1?token=abc'])(
    'shows the 401 message at %s',
    async (url) => {
      const router = createMemoryRouter(
        [{ path: '/external/:clientCode/creative/concepts/:conceptCode', element: <ExternalConceptPage /> }],
        {
          initialEntries: [url],
        },
      );
      render(<RouterProvider router={router} />);
      expect(await screen.findByText(INVALID)).toBeTruthy();
    },
  );
});
