import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';

interface PdfViewerProps {
  /** The PDF itself, or a URL to it (a blob URL the caller manages included). */
  file: Blob | string;
  /** Names the embedded document for assistive technology, e.g. 'Offer letter'. */
  title: string;
  fileName: string;
  height?: number | string;
}

/** A blob gets its own object URL for as long as it is shown. */
function useFileUrl(file: Blob | string): string | null {
  const [url, setUrl] = useState<string | null>(typeof file === 'string' ? file : null);
  useEffect(() => {
    if (typeof file === 'string') {
      setUrl(file);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * The PDF viewer (spec 2.10): every page, through the browser's own PDF viewer, so no PDF library is
 * shipped. Where the browser cannot show PDFs inline (many phones), the fallback offers the download;
 * the download button is always there too.
 */
export function PdfViewer({ file, title, fileName, height = '80vh' }: PdfViewerProps) {
  const url = useFileUrl(file);
  if (!url) return null;

  const download = (
    <Button icon={<DownloadOutlined />} href={url} download={fileName}>
      Download {fileName}
    </Button>
  );
  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">{download}</Flex>
      <object data={url} type="application/pdf" title={title} width="100%" height={height}>
        <Flex vertical align="center" gap={8} style={{ padding: 24 }}>
          <Typography.Text>This browser cannot show the PDF here.</Typography.Text>
        </Flex>
      </object>
    </Flex>
  );
}
