import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { TPersonRef } from '@pesquisemais/shared';
import { useDeferredValue, useState } from 'react';
import { usePeople } from '../api/profile-api';

type TFriendsPickerProps = {
  value: TPersonRef[];
  onChange: (friends: TPersonRef[]) => void;
  disabled?: boolean;
};

/** Friends are people of the team: typed letters find them by name or e-mail (the server searches). */
export function FriendsPicker({ value, onChange, disabled }: TFriendsPickerProps) {
  const [typed, setTyped] = useState('');
  const people = usePeople(useDeferredValue(typed.trim()));
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={people.data?.people ?? []}
      value={value}
      onChange={(_, picked) => onChange(picked)}
      inputValue={typed}
      onInputChange={(_, text) => setTyped(text)}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, picked) => option.uuid === picked.uuid}
      getOptionLabel={(person) => person.displayName}
      loading={people.isFetching}
      loadingText="Procurando…"
      noOptionsText="Ninguém encontrado"
      renderOption={({ key, ...props }, person) => (
        <li key={key} {...props}>
          <Avatar src={person.photoURL || undefined} alt="" sx={{ width: 28, height: 28, mr: 1 }} />
          {person.displayName}
        </li>
      )}
      renderValue={(picked, getItemProps) =>
        picked.map((person, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              avatar={<Avatar src={person.photoURL || undefined} alt="" />}
              label={person.displayName}
            />
          );
        })
      }
      renderInput={(params) => <TextField {...params} label="Amigos" placeholder="Procure pelo nome" />}
    />
  );
}
