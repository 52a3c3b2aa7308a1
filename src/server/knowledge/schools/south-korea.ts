/** south-korea: schools for the children who move (schools knowledge). */
import type { CountrySchools } from "./schools.schema";

export const southKoreaSchools: CountrySchools = {
  country: "south-korea",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Korean"],
    text:
      "Elementary school (six years) and middle school (three years) are compulsory and free for Korean children; foreign children are not subject to compulsory education but may apply to enter the local public school, and the authorities provide schooling to children regardless of visa status. A child is placed by grade after an assessment of previous schooling, and schools expect Korean proficiency; many 'multicultural' schools run Korean-language classes for newcomers.",
    source: {
      publisher: "Gongju City",
      title: "Education of Children",
      url: "https://tour.gongju.go.kr/html/en/sub6/sub6_060402.html",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Gongju page (undated; asOf is the year it was read) states primary education is mandatory and free and that children are schooled regardless of visa status. Placement assessment and Korean proficiency: Dongjak-gu (Seoul) foreign children's admission guide.",
    },
  },
  compulsoryAges: {
    from: 6,
    to: 15,
    note: "Children enter elementary school in the March after the calendar year they turn 6 and finish middle school at about 15; foreign children are not bound by the obligation.",
    source: {
      publisher: "Busan Metropolitan City Office of Education",
      title: "Busan Multicultural Family Support Center: how to enroll your child in elementary school",
      url: "https://bmec.pen.go.kr/html/usa/sub02/sub01.php",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Undated page; asOf is the year it was read. Foreign children are 'not subject to compulsory education': Gyeonggi Province press release of 2025-12-24.",
    },
  },
  enrolment: {
    text:
      "Foreign families receive no enrolment notice: the parent applies to the principal of an elementary school in the school district of their address, bringing the certificate of alien registration or the certificate of entry and exit issued by the immigration office. Middle schools are assigned by the local education office (by lottery) after applying to a middle school in the district. Previous school records are used to place the child in a grade.",
    source: {
      publisher: "Dongjak-gu Office (Seoul)",
      title: "Foreign Children's Education: admission guide",
      url: "https://www.dongjak.go.kr/english/main/contents.do?menuNo=1000070",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "Undated page; asOf is the year it was read.",
    },
  },
  schoolYearStarts: {
    month: 3,
    note: "The first semester starts in March and the second in late August or September.",
    source: {
      publisher: "Busan Metropolitan City Office of Education",
      title: "Busan Multicultural Family Support Center: how to enroll your child in elementary school",
      url: "https://bmec.pen.go.kr/html/usa/sub02/sub01.php",
      asOf: "2025",
      reviewedOn: "2026-11-28",
    },
  },
  internationalSchools: [],
  internationalNote: "No international school's own current fee page was found for a school inside Seoul, Busan, Incheon or Daegu; Seoul International School (fees published in won plus dollars) is in Seongnam, outside the city.",
};
