import type { CountryRecognition } from "./recognition.schema";

/** Vietnam. Read: the Ministry of Education and Training's diploma-recognition centre page (naric.edu.vn) and Circular 13/2021/TT-BGDDT on recognising foreign diplomas. */
export const vietnamRecognition: CountryRecognition = {
  country: "vietnam",
  checked: "2026-11",
  contactPoint: {
    body: "Center for Diploma Recognition, Quality Management Department, Ministry of Education and Training (Trung tâm Công nhận văn bằng, Cục Quản lý chất lượng, Bộ Giáo dục và Đào tạo)",
    url: "https://naric.edu.vn/news/tin-tuc/van-bang-nuoc-ngoai-nao-duoc-bgd-cong-nhan",
    what: "Recognises bachelor's, master's and doctoral diplomas issued by foreign institutions for use in Vietnam: the holder (or an authorised person) sends one application file to the Quality Management Department, which decides within 30 working days and answers in writing if it refuses. Licences for regulated professions, such as medical practice licences, are issued separately by the competent ministry or provincial department.",
    source: {
      publisher: "Ministry of Education and Training (Vietnam)",
      title: "Văn bằng nước ngoài nào được Bộ GD công nhận (Which foreign diplomas the Ministry recognises)",
      url: "https://naric.edu.vn/news/tin-tuc/van-bang-nuoc-ngoai-nao-duoc-bgd-cong-nhan",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research:
        "Searched pages for 'Vietnam recognition of foreign diplomas công nhận văn bằng do cơ sở giáo dục nước ngoài cấp Cục Quản lý chất lượng'. The naric.edu.vn page (Bộ GD&ĐT, Cục Quản lý chất lượng, Trung tâm công nhận văn bằng) says the Department recognises bachelor's, master's and doctoral diplomas; one file is sent to the Department; decision within 30 working days; written reply if refused. Conditions are in Circular 13/2021/TT-BGDDT (English text at https://vbpl.vn/TW/Pages/vbpqen-print.aspx?ItemID=11128). The last sentence of 'what' reflects the 2023 Law on Medical Examination and Treatment as described by Vietnam Law Magazine (https://vietnamlawmagazine.vn/conditions-for-foreigners-to-carry-out-medical-examination-and-treatment-in-vietnam-71259.html); no Ministry of Health page for foreign practitioners was found, so no doctor entry was added. That law also sets language rules for foreign practitioners (Vietnamese, or a registered language with an interpreter).",
    },
  },
  professions: [],
};
