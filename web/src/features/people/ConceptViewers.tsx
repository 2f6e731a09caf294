import { useQuery } from '@apollo/client/react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Tooltip from '@mui/material/Tooltip';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { formatUserName, SignedInUserContext } from '../../session';

export const ConceptViewersQuery = graphql(`
  query ConceptViewers($clientCode: String!, $conceptCode: String!) {
    conceptViewers(clientCode: $clientCode, conceptCode: $conceptCode) {
      person {
        emailAddress
        firstName
        lastName
      }
      since
    }
  }
`);

/** Read again now and then, besides the live arrivals and departures: a page on an instance that died stops counting on its own. */
const STALE_CHECK_MS = 30_000;

function initialsOf(person: { firstName: string; lastName: string; emailAddress: string }) {
  const letters = `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.trim();
  return (letters || person.emailAddress.charAt(0)).toUpperCase();
}

/**
 * The other people looking at the concept now (issue 29, "who is here"), as avatars; nothing when
 * nobody else is. The concept's live stream (useConceptActivity) reads the list again when someone
 * arrives or leaves.
 */
export function ConceptViewers({ clientCode, conceptCode, size = 32 }: { clientCode: string; conceptCode: string; size?: number }) {
  const { t } = useTranslation();
  // Read without insisting: a screen shown outside the signed-in shell (a test, a preview) lists everyone.
  const me = useContext(SignedInUserContext);
  const { data } = useQuery(ConceptViewersQuery, {
    variables: { clientCode, conceptCode },
    pollInterval: STALE_CHECK_MS,
    fetchPolicy: 'cache-and-network',
  });
  const others = (data?.conceptViewers ?? []).filter((viewer) => viewer.person.emailAddress !== me?.emailAddress);
  if (others.length === 0) return null;
  const names = others.map((viewer) => formatUserName(viewer.person));
  return (
    <AvatarGroup
      max={4}
      role="group"
      aria-label={t('presence.label', { names: names.join(', ') })}
      sx={{
        '& .MuiAvatar-root': { width: size, height: size, fontSize: size * 0.42, bgcolor: 'primary.main', color: 'primary.contrastText' },
      }}
    >
      {others.map((viewer, index) => (
        <Tooltip key={viewer.person.emailAddress} title={t('presence.viewing', { name: names[index] })}>
          <Avatar role="img" aria-label={names[index]}>
            {initialsOf(viewer.person)}
          </Avatar>
        </Tooltip>
      ))}
    </AvatarGroup>
  );
}
