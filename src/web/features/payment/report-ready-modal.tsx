/** The report-ready modal (spec section 2): a download button and the 7-day note. */
import { Download } from "lucide-react";
import { DOWNLOAD_LINK_DAYS } from "@shared/contracts/reports";
import { Dialog } from "@web/components/dialog";

export function ReportReadyModal(props: { open: boolean; onClose: () => void; onDownload: () => void }) {
  return (
    <Dialog open={props.open} onClose={props.onClose} title="Your Report Is Ready!">
      <p className="text-slate-700">Your personalised relocation report is ready to download.</p>
      <p className="mt-2 text-sm text-slate-600">Your download link stays active for {DOWNLOAD_LINK_DAYS} days.</p>
      <button
        type="button"
        onClick={props.onDownload}
        className="mt-5 flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        <Download aria-hidden="true" className="h-5 w-5" />
        Download Report
      </button>
    </Dialog>
  );
}
