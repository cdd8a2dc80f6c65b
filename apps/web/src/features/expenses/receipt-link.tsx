/**
 * The list's Receipt cell: opens the expense's receipt in a new tab (spec §2).
 * Interim: links the server's copy only; the receipts work makes it open the device's copy first.
 */
export function ReceiptLink({ fileId }: { fileId: string }) {
  return (
    <a
      href={`/api/files/${fileId}`}
      target="_blank"
      rel="noopener noreferrer"
      className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
    >
      View
    </a>
  );
}
