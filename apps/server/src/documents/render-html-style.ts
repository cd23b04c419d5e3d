/**
 * The preview's style sheet: a sheet of paper on a grey desk on a wide screen, the bare page on a
 * phone (readable from 360 px), with the PDF's colours and hierarchy. Inline in the page, since the
 * preview frame loads nothing else. The body breaks any word longer than its line, but the payment
 * table breaks only at spaces: with 'anywhere' a table squeezed its columns below a word's width and
 * broke "walkthroug/h"; a date never breaks. On a phone each payment is a card of labelled values.
 */
export const htmlDocumentStyle = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:#e9ecef;color:#1f2933;font:15px/1.55 Roboto,"Helvetica Neue",Arial,"Segoe UI",sans-serif;overflow-wrap:anywhere}
.sheet{position:relative;max-width:816px;margin:24px auto;padding:56px 64px;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.15);overflow:hidden}
.draft-mark{position:absolute;top:280px;left:0;right:0;text-align:center;font-size:140px;font-weight:700;letter-spacing:.08em;color:rgba(192,57,43,.12);transform:rotate(-30deg);pointer-events:none;user-select:none}
.letterhead{display:flex;align-items:center;gap:14px;padding-bottom:14px;border-bottom:2px solid #1d3557}
.logo{max-height:56px;max-width:160px;object-fit:contain}
.business{font-size:18px;font-weight:700;color:#1d3557}
h1{margin:28px 0 4px;font-size:28px;line-height:1.2;color:#1d3557}
.reference{margin:0 0 18px;color:#52606d}
.intro{margin:0 0 8px}
.cancellation{margin-top:16px;padding:12px 16px;border:2px solid #1f2933;font-weight:700;font-size:16px}
.cancellation h2{border-bottom:0;padding-bottom:0}
.cancellation p{margin:0 0 6px}
.cancellation ul{margin:0 0 6px;padding-left:22px}
.cancellation .source{color:#52606d;margin:0}
.disclosure{margin-top:20px;padding-bottom:20px;border-bottom:3px double #1d3557}
.disclosure h1{margin-top:0}
.disclosure .choices{list-style:none;margin:0 0 8px;padding:0}
.disclosure .choices li{display:flex;gap:8px;margin-bottom:6px}
.disclosure .choices li.checked{font-weight:700}
.disclosure .box{flex:0 0 auto;font-size:18px;line-height:1.2}
.disclosure .boxed{padding:8px 12px;border:1px solid #1f2933}
.disclosure .source,.attached-statement .notice{color:#52606d;font-size:13px}
.attached-statement{padding-top:20px;border-top:3px double #1d3557}
.attached-statement .notice{text-align:center;margin:0}
.attached-statement h2,.attached-form h2{text-align:center;border-bottom:0;font-size:15px}
.attached-form{padding-top:10px;border-top:2px dashed #52606d}
.attached-form .cut{font-size:12px;color:#52606d;text-align:center}
section{margin-top:26px}
h2{margin:0 0 10px;padding-bottom:4px;font-size:13px;letter-spacing:.08em;text-transform:uppercase;color:#1d3557;border-bottom:1px solid #cbd2d9}
h3{margin:16px 0 6px;font-size:15px;color:#1d3557}
p{margin:0 0 8px}
.parties{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:16px}
.party{padding:12px 14px;background:#f5f7fa;border-left:3px solid #1d3557}
.party p{margin:0}
.role{font-size:12px;letter-spacing:.06em;text-transform:uppercase;color:#52606d}
.party-name{font-weight:700;font-size:16px}
.facts{margin:0}
.facts div{display:grid;grid-template-columns:200px 1fr;gap:4px 16px;padding:6px 0;border-bottom:1px solid #e4e7eb}
.facts dt{font-size:13px;color:#52606d}
.facts dd{margin:0;font-weight:600}
.text ul,.text ol{margin:0 0 8px;padding-left:24px}
.payments{width:100%;border-collapse:collapse;margin-top:4px;overflow-wrap:break-word}
.date{white-space:nowrap}
.payments th{font-size:12px;text-align:left;color:#52606d;font-weight:600;border-bottom:2px solid #1d3557;padding:6px 8px}
.payments td{padding:7px 8px;border-bottom:1px solid #e4e7eb;vertical-align:top}
.payments .amount{text-align:right;white-space:nowrap}
.payments tfoot td{border-bottom:none;padding-top:4px;padding-bottom:4px}
.payments tfoot td:first-child{text-align:right}
.payments tfoot tr:first-child td{border-top:1px solid #9aa5b1;padding-top:8px}
.payments .grand-total td{font-weight:700;font-size:16px;border-top:2px solid #1d3557;padding-top:8px}
.payments.with-holdback th,.payments.with-holdback td{padding-left:6px;padding-right:6px}
.payments .net,.payments .release td:first-child{font-weight:600}
.prompt-payment ul{margin:4px 0;padding-left:20px}
.note{margin-top:8px;font-size:13px;color:#52606d}
.clause{display:flex;gap:10px;margin-bottom:10px}
.clause-number{flex:0 0 28px;font-weight:700;color:#1d3557}
.clause .text{flex:1;min-width:0}
.schedules{margin:0;padding-left:20px}
.file{color:#52606d}
.signatures{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:28px}
.signature .role{margin-bottom:6px}
.field{display:flex;flex-direction:column;margin-top:10px}
.field .value{min-height:24px;border-bottom:1px solid #1f2933;padding:2px 0}
.field.sign .value{min-height:64px;display:flex;align-items:flex-end}
.field .label{font-size:12px;color:#52606d}
.signature-image{max-height:60px;max-width:220px}
.document-code{margin-top:32px;padding-top:10px;border-top:1px solid #cbd2d9;font-size:12px;color:#52606d;text-align:right}
@media (max-width:600px){
body{background:#fff;font-size:15px}
.sheet{margin:0;padding:20px 16px;box-shadow:none}
h1{font-size:23px;margin-top:20px}
.draft-mark{font-size:72px;top:220px}
.payments,.payments tbody,.payments tfoot,.payments tr,.payments td{display:block}
.payments thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.payments tbody tr{margin-bottom:8px;padding:8px 12px;border:1px solid #cbd2d9;border-radius:6px}
.payments tbody td{padding:2px 0;border:none;text-align:right}
.payments tbody td:first-child{padding-bottom:4px;font-weight:600;text-align:left}
.payments td[data-label]::before{content:attr(data-label);float:left;margin-right:12px;color:#52606d}
.payments tbody td:empty{display:none}
.payments .release{background:#f5f7fa}
.payments tfoot tr{display:flex;justify-content:space-between;gap:12px;padding:0 12px}
.payments tfoot td{padding-left:0;padding-right:0}
.payments tfoot tr:first-child{border-top:1px solid #9aa5b1}
.payments tfoot tr:first-child td{border-top:none}
.payments .grand-total{border-top:2px solid #1d3557}
.payments .grand-total td{border-top:none}
.facts div{grid-template-columns:1fr;gap:0}
.facts dt{font-size:12px}
}
@media print{body{background:#fff}.sheet{margin:0;box-shadow:none}}
`;
