import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PdfViewer } from './PdfViewer';

describe('PDF viewer', () => {
  it('embeds the whole document with its title and offers the download', () => {
    render(<PdfViewer file="/files/offer.pdf" title="Offer letter" fileName="offer.pdf" />);
    const embedded = screen.getByTitle('Offer letter');
    expect(embedded.getAttribute('data')).toBe('/files/offer.pdf');
    expect(embedded.getAttribute('type')).toBe('application/pdf');
    const download = screen.getByRole('link', { name: /Download offer\.pdf/ });
    expect(download.getAttribute('download')).toBe('offer.pdf');
    expect(screen.getByText('This browser cannot show the PDF here.')).toBeTruthy();
  });

  it('shows a blob through an object URL it revokes when closed', () => {
    const createObjectURL = vi.fn(() => 'blob:http://localhost/1');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = revokeObjectURL;
      },
    );
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const { unmount } = render(<PdfViewer file={pdf} title="Payslip" fileName="payslip.pdf" />);

    expect(screen.getByTitle('Payslip').getAttribute('data')).toBe('blob:http://localhost/1');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });
});
