import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPermissionsValue, PermissionsContext } from '../../session';
import { ShareConceptButton } from './ShareConceptButton';

function renderButton(permissions: string[]) {
  render(
    <PermissionsContext.Provider value={createPermissionsValue(permissions)}>
      <ShareConceptButton clientCode="demo" concept={{ code: 'crc1', name: 'Summer launch' }} />
    </PermissionsContext.Provider>,
  );
}

describe('ShareConceptButton', () => {
  it('is offered with concept:share', () => {
    renderButton(['creative:access', 'concept:view', 'concept:share']);
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('is hidden without concept:share, whatever else the user may do', () => {
    renderButton(['creative:access', 'concept:view', 'concept:update', 'concept:approve', 'asset:create']);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
