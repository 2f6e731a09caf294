import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';

const PersonFieldUsersQuery = graphql(`
  query ConceptEditorClientUsers($clientCode: String!) {
    clientUsers(clientCode: $clientCode) {
      emailAddress
      firstName
      lastName
      status
    }
  }
`);

interface Person {
  emailAddress: string;
  firstName: string;
  lastName: string;
}

/** Picker label: "First Last (address)" (spec 1 §3). */
export function buildPersonOptionLabel(person: Person): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name ? `${name} (${person.emailAddress})` : person.emailAddress;
}

interface PersonFieldProps {
  clientCode: string;
  label: string;
  /** The chosen person's e-mail address. */
  value: string | null;
  onChange: (emailAddress: string | null) => void;
  onBlur?: () => void;
  /** The person as stored on the concept, so a user no longer listed still shows by name. */
  current?: Person | null;
  disabled?: boolean;
  error?: string;
}

/** A lead or assignee picker over the client's users (and, for platform staff, internal users). */
export function PersonField({ clientCode, label, value, onChange, onBlur, current, disabled, error }: PersonFieldProps) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(PersonFieldUsersQuery, { variables: { clientCode } });

  const people = useMemo(() => {
    const byEmail = new Map<string, Person>();
    for (const user of data?.clientUsers ?? []) if (user.status === 'active') byEmail.set(user.emailAddress, user);
    if (current && !byEmail.has(current.emailAddress)) byEmail.set(current.emailAddress, current);
    return byEmail;
  }, [data, current]);
  const options = useMemo(() => {
    const emails = [...people.keys()];
    if (value && !people.has(value)) emails.push(value);
    return emails.sort((left, right) => labelOf(left).localeCompare(labelOf(right)));
    function labelOf(email: string) {
      const person = people.get(email);
      return person ? buildPersonOptionLabel(person) : email;
    }
  }, [people, value]);

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onBlur={onBlur}
      getOptionLabel={(email) => {
        const person = people.get(email);
        return person ? buildPersonOptionLabel(person) : email;
      }}
      loading={loading}
      loadingText={t('conceptEditor.people.loading')}
      noOptionsText={t('conceptEditor.people.noOptions')}
      disabled={disabled}
      fullWidth
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
    />
  );
}
