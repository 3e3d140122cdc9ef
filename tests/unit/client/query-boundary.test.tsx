// The query boundary (client/components/kit/query-boundary.tsx, query-state.ts): each state of one query and of
// several, which one wins, and that Retry asks again for the failed queries only.
import { describe, expect, it, vi } from 'vitest';
import { QueriesBoundary, QueryBoundary } from '../../../client/components/kit/query-boundary';
import { boundaryState, retryFailed, type QueryLike } from '../../../client/components/kit/query-state';
import { renderStatic, visibleText } from '../../helpers/render-static';

const loading = (): QueryLike<never> => ({ data: undefined, isError: false, isFetching: true, refetch: vi.fn() });
const failed = (): QueryLike<never> => ({ data: undefined, isError: true, isFetching: false, refetch: vi.fn() });
const loaded = <Data,>(data: Data, isError = false): QueryLike<Data> => ({
  data,
  isError,
  isFetching: false,
  refetch: vi.fn(),
});

describe('which state shows', () => {
  it('loads until every query has data', () => {
    expect(boundaryState([loading()])).toBe('loading');
    expect(boundaryState([loaded(1), loading()])).toBe('loading');
  });

  it('shows the error when a query failed with nothing to show, even while another still loads', () => {
    expect(boundaryState([failed()])).toBe('error');
    expect(boundaryState([loading(), failed()])).toBe('error');
  });

  it('keeps the data on screen when only a background refetch failed', () => {
    expect(boundaryState([loaded([1], true)])).toBe('ready');
  });

  it('is empty only when the page says its data holds nothing', () => {
    expect(boundaryState([loaded([] as number[])], (rows) => rows.length === 0)).toBe('empty');
    expect(boundaryState([loaded([1])], (rows) => rows.length === 0)).toBe('ready');
    expect(boundaryState([loaded([] as number[])])).toBe('ready');
    expect(boundaryState([loaded([] as number[]), loaded([2])], (a, b) => a.length + b.length === 0)).toBe('ready');
  });
});

describe('what it draws', () => {
  const page = (data: string[]) => <p>rows: {data.join(',')}</p>;

  it('draws the skeleton while loading, never the page', () => {
    const html = renderStatic(
      <QueryBoundary query={loading()} skeleton={<div data-testid="skeleton" />}>
        {page}
      </QueryBoundary>,
    );
    expect(html).toContain('data-testid="skeleton"');
    expect(html).not.toContain('rows:');
  });

  it('draws the error with its title and a Try again button', () => {
    const text = visibleText(
      renderStatic(
        <QueryBoundary query={failed()} errorTitle="The ledger could not be loaded.">
          {page}
        </QueryBoundary>,
      ),
    );
    expect(text).toContain('The ledger could not be loaded.');
    expect(text).toContain('Check your connection and try again.');
    expect(text).toContain('Try again');
    expect(text).not.toContain('rows:');
  });

  it('draws the empty state when the data holds nothing', () => {
    const html = renderStatic(
      <QueryBoundary query={loaded<string[]>([])} isEmpty={(rows) => rows.length === 0} empty={<p>Nothing yet</p>}>
        {page}
      </QueryBoundary>,
    );
    expect(visibleText(html)).toBe('Nothing yet');
  });

  it('hands every query’s data to the page when all have loaded', () => {
    const html = renderStatic(
      <QueriesBoundary queries={[loaded(['a', 'b']), loaded(3)]}>
        {(rows, count) => (
          <p>
            {rows.join('+')} of {count}
          </p>
        )}
      </QueriesBoundary>,
    );
    expect(visibleText(html)).toBe('a+b of 3');
  });
});

it('retries the failed queries only', () => {
  const ok = loaded(1);
  const bad = failed();
  retryFailed(ok, bad);
  expect(bad.refetch).toHaveBeenCalledOnce();
  expect(ok.refetch).not.toHaveBeenCalled();
});
