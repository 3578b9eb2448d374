import { useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Drawer, Modal, ResponsiveDialog } from '@platform/shared/ui';
import { mockMatchMedia } from '@platform/shared/test-utils';
import uz from '@platform/shared/locales/uz.json';

type Frame = typeof Modal;

/** A page with a button that opens the dialog, and a link after it (outside the dialog). */
function Page({ Dialog = Modal, closable, children }: { Dialog?: Frame; closable?: boolean; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ochish
      </button>
      <a href="/boshqa">Boshqa sahifa</a>
      <Dialog open={open} title="Tahrirlash" onClose={() => setOpen(false)} closable={closable}>
        {children ?? (
          <>
            <input aria-label="Ism" />
            <button type="button">Saqlash</button>
          </>
        )}
      </Dialog>
    </>
  );
}

async function openDialog(ui: ReactNode) {
  const user = userEvent.setup();
  render(ui);
  await user.click(screen.getByRole('button', { name: 'Ochish' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Tahrirlash' }) };
}

describe.each([
  ['Modal', Modal],
  ['Drawer', Drawer],
])('%s', (_name, Dialog) => {
  it('moves focus to the first control of its content when it opens', async () => {
    await openDialog(<Page Dialog={Dialog} />);
    expect(screen.getByRole('textbox', { name: 'Ism' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside: close button, field and button cycle', async () => {
    const { user } = await openDialog(<Page Dialog={Dialog} />);
    const close = screen.getByRole('button', { name: uz.close });
    const name = screen.getByRole('textbox', { name: 'Ism' });
    const save = screen.getByRole('button', { name: 'Saqlash' });
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Boshqa sahifa' })).not.toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user } = await openDialog(<Page Dialog={Dialog} />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ochish' })).toHaveFocus();
  });

  it('gives focus back after closing with its close button', async () => {
    const { user } = await openDialog(<Page Dialog={Dialog} />);
    await user.click(screen.getByRole('button', { name: uz.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ochish' })).toHaveFocus();
  });
});

describe('dialog focus', () => {
  it('a required dialog ignores Escape and still keeps focus inside', async () => {
    const { user, dialog } = await openDialog(<Page closable={false} />);
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: uz.close })).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Ism' })).toHaveFocus();
  });

  it('leaves focus on a control that focused itself, and still restores the opener', async () => {
    const { user } = await openDialog(
      <Page>
        <button type="button">Chiqish</button>
        <button type="button" autoFocus>
          Qolish
        </button>
      </Page>,
    );
    expect(screen.getByRole('button', { name: 'Qolish' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Ochish' })).toHaveFocus();
  });

  it('focuses the dialog itself when it has nothing else to focus, and Tab stays there', async () => {
    const { user, dialog } = await openDialog(
      <Page closable={false}>
        <p>Kuting…</p>
      </Page>,
    );
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
  });

  it('with a dialog opened from a dialog, only the top one answers Escape and keeps Tab', async () => {
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Page>
          <Button onClick={() => setInner(true)}>Batafsil</Button>
          <Modal open={inner} title="Batafsil" onClose={() => setInner(false)}>
            <button type="button">Tushunarli</button>
          </Modal>
        </Page>
      );
    }
    const { user } = await openDialog(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Batafsil' }));
    const inner = screen.getByRole('dialog', { name: 'Batafsil' });
    expect(screen.getByRole('button', { name: 'Tushunarli' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(inner).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(inner).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tahrirlash' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batafsil' })).toHaveFocus();
  });
});

describe('ResponsiveDialog', () => {
  afterEach(() => mockMatchMedia(false));

  it.each([
    ['phones (drawer)', true],
    ['wider screens (modal)', false],
  ])('on %s focuses the checked radio, traps Tab and restores the opener', async (_name, mobile) => {
    mockMatchMedia(mobile);
    const { user } = await openDialog(
      <Page Dialog={ResponsiveDialog as Frame}>
        <input type="radio" name="g" aria-label="Erkak" />
        <input type="radio" name="g" aria-label="Ayol" defaultChecked />
        <button type="button">Saqlash</button>
      </Page>,
    );
    expect(screen.getByRole('radio', { name: 'Ayol' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Saqlash' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: uz.close })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Ochish' })).toHaveFocus();
  });
});
