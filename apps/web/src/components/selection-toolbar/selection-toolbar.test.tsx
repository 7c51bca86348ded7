import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectionToolbar } from './selection-toolbar';

function renderBar(selected: string[]) {
  const onSelect = vi.fn();
  const onDelete = vi.fn();
  render(
    <SelectionToolbar
      ids={['a', 'b', 'c']}
      selected={selected}
      onSelect={onSelect}
      selectAllLabel="Selecionar todas"
      countLabel={(count) => `${count} selecionadas`}
      actions={[{ label: 'Excluir', icon: <DeleteOutlined />, onClick: onDelete }]}
    />,
  );
  return { onSelect, onDelete, box: screen.getByLabelText('Selecionar todas') as HTMLInputElement };
}

describe('selection toolbar', () => {
  it('offers only "select all" while nothing is selected', async () => {
    const { onSelect, box } = renderBar([]);
    expect(box.checked).toBe(false);
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect(screen.queryByText(/selecionadas/)).toBeNull();
    await userEvent.click(box);
    expect(onSelect).toHaveBeenCalledWith(['a', 'b', 'c']);
  });

  it('shows a part selection as mixed, says how many, and runs the actions', async () => {
    const { onSelect, onDelete, box } = renderBar(['b']);
    expect(box.getAttribute('data-indeterminate')).toBe('true');
    expect(screen.getByText('1 selecionadas')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await userEvent.click(box);
    expect(onSelect).toHaveBeenCalledWith(['a', 'b', 'c']);
  });

  it('clears the selection when everything is selected', async () => {
    const { onSelect, box } = renderBar(['a', 'b', 'c']);
    expect(box.checked).toBe(true);
    await userEvent.click(box);
    expect(onSelect).toHaveBeenCalledWith([]);
  });
});
