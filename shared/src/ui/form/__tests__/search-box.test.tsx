import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from '@platform/shared/form';

describe('SearchBox', () => {
  afterEach(() => jest.useRealTimers());

  it('is a labelled search landmark that searches the trimmed text on Enter', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<SearchBox label="Fan qidirish" value="" onSearch={onSearch} />);
    expect(screen.getByRole('search')).toContainElement(screen.getByRole('searchbox', { name: 'Fan qidirish' }));
    await user.type(screen.getByRole('searchbox', { name: 'Fan qidirish' }), '  fizika {Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('fizika');
  });

  it('searches once, debounceMs after the last keystroke', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onSearch = jest.fn();
    render(<SearchBox label="Qidirish" value="" onSearch={onSearch} debounceMs={300} />);
    await user.type(screen.getByRole('searchbox', { name: 'Qidirish' }), 'kimyo');
    act(() => jest.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('kimyo');
  });

  it('clears with its own button, searches the empty text at once and keeps focus in the box', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<SearchBox label="Qidirish" value="tarix" onSearch={onSearch} clearLabel="Tozalash" />);
    await user.click(screen.getByRole('button', { name: 'Tozalash' }));
    const box = screen.getByRole('searchbox', { name: 'Qidirish' });
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: 'Tozalash' })).not.toBeInTheDocument();
  });

  it('keeps what is typed while the URL catches up with an earlier search (a letter was dropped)', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // the value comes back the way the URL's does: a while after the search that set it
    function UrlBacked() {
      const [value, setValue] = useState('');
      return <SearchBox label="Qidirish" value={value} onSearch={(text) => setTimeout(() => setValue(text), 50)} debounceMs={300} />;
    }
    render(<UrlBacked />);
    const box = screen.getByRole('searchbox', { name: 'Qidirish' });
    await user.type(box, 'kas');
    act(() => jest.advanceTimersByTime(300)); // searches "kas"
    await user.type(box, 'r', { skipClick: true }); // typed before "kas" is back from the URL
    act(() => jest.advanceTimersByTime(50)); // the URL now says "kas"
    expect(box).toHaveValue('kasr');
    act(() => jest.advanceTimersByTime(400)); // "kasr" searched and back
    expect(box).toHaveValue('kasr');
  });

  it('a change from elsewhere while a search is on its way still replaces the text', () => {
    const onSearch = jest.fn();
    const { rerender } = render(<SearchBox label="Qidirish" value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Qidirish' });
    act(() => {
      box.focus();
    });
    rerender(<SearchBox label="Qidirish" value="tarix" onSearch={onSearch} />);
    expect(box).toHaveValue('tarix');
  });

  it('follows the value when it changes from outside', () => {
    const { rerender } = render(<SearchBox label="Qidirish" value="tarix" onSearch={jest.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Qidirish' })).toHaveValue('tarix');
    rerender(<SearchBox label="Qidirish" value="" onSearch={jest.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Qidirish' })).toHaveValue('');
  });

  it('can focus itself when it appears and holds more of the form', () => {
    render(
      <SearchBox label="Qidirish" hideLabel value="" onSearch={jest.fn()} autoFocus>
        <button type="submit">Izlash</button>
      </SearchBox>,
    );
    expect(screen.getByRole('searchbox', { name: 'Qidirish' })).toHaveFocus();
    expect(screen.getByRole('search')).toContainElement(screen.getByRole('button', { name: 'Izlash' }));
  });
});
