import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { MentionPerson } from '../../components/RichTextFieldMentions';
import { graphql } from '../../gql';

const MentionPeopleQuery = graphql(`
  query MentionPeople($clientCode: String!) {
    clientUsers(clientCode: $clientCode) {
      emailAddress
      firstName
      lastName
      status
    }
  }
`);

/** The client's active users, who may be @mentioned in a comment (the server applies the platform-staff rule). */
export function useMentionPeople(clientCode: string, options: { skip?: boolean } = {}): readonly MentionPerson[] {
  const { data } = useQuery(MentionPeopleQuery, { variables: { clientCode }, skip: options.skip });
  return useMemo(() => (data?.clientUsers ?? []).filter((user) => user.status === 'active'), [data]);
}
