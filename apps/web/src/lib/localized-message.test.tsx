import { say, zodText } from '@bond/contract/say';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from '../components/ui/form-field.tsx';
import { useSay } from './localized-message.ts';
import { inBangla } from '../test/i18n.ts';

describe('the shared rules’ messages on a form', () => {
  it('stay the spec’s English on an English page', () => {
    render(<TextField label="Email" error={zodText('fieldRequired', { field: 'Email' })} />);
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('come in Bangla on a Bangla page, from the catalogue the server answers with', async () => {
    await inBangla();
    render(<TextField label="ইমেইল" error={zodText('emailInvalid')} />);
    const bangla = say('bn', 'emailInvalid');
    expect(bangla).toMatch(/[\u0980-\u09FF]/);
    expect(screen.getByText(bangla)).toBeInTheDocument();
    expect(screen.getByLabelText('ইমেইল')).toHaveAccessibleDescription(bangla);
  });

  it('leave a message already in Bangla as it is', async () => {
    await inBangla();
    render(<TextField label="নাম" error="নাম দিন" />);
    expect(screen.getByText('নাম দিন')).toBeInTheDocument();
  });

  it('and any catalogue entry, through useSay, in the page’s language', async () => {
    await inBangla();
    function Missing() {
      return <p>{useSay()('notFound', { what: 'Bike' })}</p>;
    }
    render(<Missing />);
    expect(screen.getByText('বাইক খুঁজে পাওয়া যায়নি')).toBeInTheDocument();
  });
});
