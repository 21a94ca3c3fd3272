import { fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { countText, type ListResult, ServerListScreen } from './ServerListScreen';

interface Fruit {
  id: number;
  name: string;
}

const list = { page: 1, pageSize: 10, onChange: vi.fn(), filterBy: vi.fn() };

function renderScreen(result: ListResult<Fruit>, onAdd = vi.fn()) {
  render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <ServerListScreen<Fruit>
        label="Fruits"
        columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]}
        result={result}
        list={list}
        emptyText="No fruits match these filters."
        filterBar={{ value: {}, search: { label: 'Search fruits' } }}
        add={{ label: 'Add fruit', onClick: onAdd }}
      />
    </ConfigProvider>,
  );
}

const loaded = (results: Fruit[], count = results.length): ListResult<Fruit> => ({
  data: { count, results },
  error: null,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
});

describe('server list screen', () => {
  it('shows the page, the total in the table’s own word and the add button', () => {
    const onAdd = vi.fn();
    renderScreen(loaded([{ id: 1, name: 'Mango' }], 31), onAdd);
    expect(within(screen.getByRole('table', { name: 'Fruits' })).getByText('Mango')).toBeTruthy();
    expect(screen.getByText('31 fruits')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search fruits' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add fruit/ }));
    expect(onAdd).toHaveBeenCalled();
  });

  it('shows a search counted only up to its cap as a lower bound', () => {
    const page = loaded([{ id: 1, name: 'Mango' }], 1000);
    renderScreen({ ...page, data: { count: 1000, count_exact: false, results: [{ id: 1, name: 'Mango' }] } });
    expect(screen.getByText('1000+ fruits')).toBeTruthy();
  });

  it('counts one in the singular, people as a person', () => {
    expect(countText(1, 'Fruits')).toBe('1 fruit');
    expect(countText(1, 'People in the pool')).toBe('1 person in the pool');
    expect(countText(2, 'People in the pool')).toBe('2 people in the pool');
  });

  it('says nothing matches only once a page has arrived', () => {
    renderScreen({ ...loaded([]), data: undefined, isFetching: true });
    expect(screen.queryByText('No fruits match these filters.')).toBeNull();
  });

  it('says nothing matches when the page is empty', () => {
    renderScreen(loaded([]));
    expect(screen.getByText('No fruits match these filters.')).toBeTruthy();
  });

  it('offers a retry when the first page fails', () => {
    const refetch = vi.fn();
    renderScreen({ data: undefined, error: new Error('down'), isError: true, isFetching: false, refetch });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
