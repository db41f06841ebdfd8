import type { GymPlace, PlaceDetails } from "~/content/types";

// Malmö places, checked against ../shared/reviews/content-facts.md (2026-11-23).
// Rules: every entry that states a fact (a street address, a website, a phone number,
// an e-mail address or anything specific in its description) carries a one-line
// `source`: where the fact comes from. Places no published source could confirm get a
// neutral description that claims nothing beyond the name and the city, and no contact
// details at all. Nothing here is invented: a field that could not be confirmed is left
// out. businesses.test.ts enforces the rule.

const img = (id: string) => `/images/business/${id}.svg`;

/** Sentence for places whose details no published source could confirm. */
export const UNCONFIRMED = "Vi har ännu inte kunnat bekräfta adress och utbud.";

// Grand Fitness: no published source found for the gym, its address, hours, facilities
// or philosophy, so none are given. Its layout shows only the rows and sections that have
// data (app/routes/business/$businessId.tsx); hours and features are empty on purpose.
export const grandFitness: GymPlace = {
  id: "grand-fitness",
  name: "Grand Fitness",
  category: "sport",
  rating: 4.7,
  imageUrl: img("grand-fitness"),
  address: "Malmö",
  description: `Gym i Malmö. ${UNCONFIRMED}`,
  longDescription:
    "Grand Fitness finns med bland guidens träningsställen i Malmö. Vi har ännu inte kunnat bekräfta gymmets adress, kontaktuppgifter, öppettider eller utbud i någon publicerad källa, och därför visar vi inga sådana uppgifter här. Kontrollera med gymmet innan du åker dit.",
  philosophy: "",
  equipment: "",
  hours: [],
  features: [],
};

/** Grand Fitness as a plain business entry (its page has its own layout). */
const grandFitnessPlace: PlaceDetails = {
  id: grandFitness.id,
  name: grandFitness.name,
  category: grandFitness.category,
  rating: grandFitness.rating,
  imageUrl: grandFitness.imageUrl,
  address: grandFitness.address,
  description: grandFitness.description,
};

export const places: PlaceDetails[] = [
  // Sport
  {
    id: "the-raw-gym",
    name: "The Raw Gym",
    category: "sport",
    rating: 4.6,
    imageUrl: img("the-raw-gym"),
    address: "Malmö",
    description: `Gym i Malmö. ${UNCONFIRMED}`,
  },
  grandFitnessPlace,
  {
    id: "kulan-idrottsskadecentrum",
    name: "Kulans Idrottsskadecentrum",
    category: "sport",
    imageUrl: img("kulan-idrottsskadecentrum"),
    address: "Malmö",
    description:
      "Mottagning för idrottsskador i Malmö. Malmö idrottsakademi samarbetar med mottagningen.",
    source: "malmoidrottsakademi.se/om: names 'Kulans Idrottsskadecentrum' as a close partner",
  },
  {
    id: "kockum-fritid",
    name: "Kockum Fritid",
    category: "sport",
    rating: 4.7,
    imageUrl: img("kockum-fritid"),
    // Street address left out: the code's Stora Varvsgatan 14 and spottedbylocals' (2016)
    // Västra Varvsgatan 8 conflict, and neither could be confirmed.
    address: "Västra Hamnen, Malmö",
    website: "https://kockumfritid.se",
    description:
      "Tränings- och fritidsanläggning i Västra Hamnen, byggd på 1970-talet för de anställda på Kockums varv. Här finns gym och simhall, och en del av året är ishallen öppen för allmänhetens åkning.",
    source:
      "varvsstaden.se 'Arvet från varvet' (built mid-1970s by Kockums); spottedbylocals.com 2016 (gym, pool, ice rink ~6 months); kockumfritid.se (simhall pages)",
  },
  {
    id: "bulltofta-motionscenter",
    name: "Bulltofta Motionscenter",
    category: "sport",
    rating: 4.5,
    imageUrl: img("bulltofta-motionscenter"),
    address: "Bulltofta rekreationsområde, Malmö",
    description:
      "Motionscenter med gym i Bulltofta rekreationsområde, ett grönt område i östra Malmö. Härifrån når du motionsslingor på mellan 2,2 och 5 kilometer.",
    source:
      "malmo.se Oxievångsbadet gym page (gyms at Bulltofta motionscenter); malmo.se Bulltoftaparken (motionscenter, motionsslingor 2.2–5 km)",
  },
  // Aktiviteter för barn
  {
    id: "leos-lekland",
    name: "Leo's Lekland",
    category: "barn",
    rating: 4.4,
    imageUrl: img("leos-lekland"),
    address: "Stora Bernstorp, Burlöv",
    website: "https://www.leoslekland.se",
    description:
      "Inomhuslekland vid handelsområdet Stora Bernstorp i Burlövs kommun, strax norr om Malmö. Leo's är en leklandskedja som startade i Luleå 2006.",
    source:
      "leosplay.com/history ('Malmö (Stora Bernstorp)', founded Luleå 2006); burlov.se (Stora Bernstorp is in Burlövs kommun)",
  },
  {
    id: "funnys-aventyr",
    name: "Funnys Äventyr",
    category: "barn",
    rating: 4.3,
    imageUrl: img("funnys-aventyr"),
    // No source gives Mobilia's house number (content-review-3.md, 2.9): street only.
    address: "Mobilia, Per Albin Hanssons väg, Malmö",
    website: "https://funnysaventyr.se",
    description:
      "Kulturhus för barn på andra våningen i köpcentret Mobilia, öppnat 2020. Barnen kan kliva in i sagovärldar med bland andra Mumin, Alfons Åberg och Pettson och Findus, och i teatern spelas korta föreställningar.",
    source:
      "di.se 2020 (2nd floor of Mobilia; Alfons, Pettson, Mumin; 120-seat theatre); funnysaventyr.se (fairy-tale worlds, 20-minute plays)",
  },
  {
    id: "hylliebadet",
    name: "Hylliebadet",
    category: "barn",
    rating: 4.6,
    imageUrl: img("hylliebadet"),
    address: "Hyllie, Malmö",
    description:
      "Kommunalt badhus i Hyllie, öppnat 2015, med 50-metersbassäng, undervisningsbassänger och en familjeavdelning. Hyllie station ligger en kort promenad bort.",
    source:
      "malmo.se (Badhusparken: the bath opened autumn 2015); hyllie.com (50 m pool, two teaching pools, family area, near Hyllie station)",
  },
  // Frisörsalonger
  {
    id: "the-shave-cave",
    name: "The Shave Cave",
    category: "frisor",
    rating: 4.7,
    imageUrl: img("the-shave-cave"),
    address: "Malmö",
    description: `Barbershop i Malmö. ${UNCONFIRMED}`,
  },
  {
    id: "larsson-lange",
    name: "Larsson & Lange",
    category: "frisor",
    rating: 4.6,
    imageUrl: img("larsson-lange"),
    address: "Malmö",
    description: `Frisörsalong i Malmö. ${UNCONFIRMED}`,
  },
  {
    id: "dark-and-bright",
    name: "Dark and Bright",
    category: "frisor",
    imageUrl: img("dark-and-bright"),
    address: "Malmö",
    description: `Frisörsalong i Malmö. ${UNCONFIRMED}`,
  },
  // Hälsa & skönhet / Spa (Axelsons Spa appears in both listings)
  {
    id: "axelsons-spa",
    name: "Axelsons Spa",
    category: "halsa",
    rating: 4.7,
    imageUrl: img("axelsons-spa"),
    address: "Malmö",
    description: `Spa i Malmö. ${UNCONFIRMED}`,
  },
  {
    id: "norrsken-hammam",
    name: "Norrsken Hammam",
    category: "massage",
    rating: 4.6,
    imageUrl: img("norrsken-hammam"),
    address: "Malmö",
    description: `Turkiskt bad i Malmö. ${UNCONFIRMED}`,
  },
  {
    id: "soluna-spa",
    name: "Soluna Spa",
    category: "massage",
    rating: 4.5,
    address: "Malmö",
    description: `Spa i Malmö. ${UNCONFIRMED}`,
  },
  {
    id: "estetikcentrum-spa",
    name: "Estetikcentrum Spa",
    category: "massage",
    rating: 4.4,
    imageUrl: img("estetikcentrum-spa"),
    address: "Malmö",
    description: `Spa och hudvård i Malmö. ${UNCONFIRMED}`,
  },
  // Restauranger
  {
    id: "boulebar-drottningtorget",
    name: "Boulebar Drottningtorget",
    category: "restauranger",
    rating: 4.5,
    imageUrl: img("boulebar-drottningtorget"),
    address: "Drottningtorget, Malmö",
    website: "https://www.boulebar.se",
    description:
      "Restaurang och bar med boulebanor både inomhus och utomhus, i det gula 1800-talshuset vid Drottningtorget som en gång var ridhus och saluhall. Ett ställe för middag och ett parti boule med vänner eller kollegor.",
    source:
      "mynewsdesk.com/se/boulebar 2012 (1800s stables at Drottningtorget, indoor and outdoor lanes); harmalmo.se (built 1818 as riding hall, later market hall)",
  },
  {
    id: "400grader",
    name: "400 Grader",
    category: "restauranger",
    rating: 4.6,
    imageUrl: img("400grader"),
    address: "Malmö",
    description: `Pizzeria i Malmö. ${UNCONFIRMED}`,
  },
  {
    id: "kasai-in-the-sky",
    name: "Kasai in the Sky",
    category: "restauranger",
    rating: 4.7,
    imageUrl: img("kasai-in-the-sky"),
    address: "Malmö",
    description: `Restaurang i Malmö. ${UNCONFIRMED}`,
  },
  {
    id: "bistro-royal",
    name: "Bistro Royal",
    category: "restauranger",
    imageUrl: img("bistro-royal"),
    address: "Malmö Centralstation, Malmö",
    // Hidden (HIDDEN_IN_SEED): the only source says it was expected to open in June 2014,
    // and none shows that it did. The id stays, so old links redirect like any hidden place.
    description:
      "Bistro som krögaren Andreas Pieplow planerade att öppna i Kungliga väntsalen på Malmö Centralstation sommaren 2014. Vi har inte hittat någon källa som visar att den öppnade, så guiden visar den inte.",
    source:
      "gourmet-report.de 2014: Andreas Pieplow expected to open Bistro Royal in the Royal Waiting Room at Malmö C in June 2014; no source shows that it opened",
  },
  {
    id: "marie-antoinette",
    name: "Marie Antoinette",
    category: "restauranger",
    rating: 4.5,
    imageUrl: img("marie-antoinette"),
    address: "Malmö",
    description: `Restaurang och bar i Malmö. ${UNCONFIRMED}`,
  },
  {
    id: "grand-italian-brasserie",
    name: "Grand Italian",
    category: "restauranger",
    rating: 4.8,
    imageUrl: img("grand-italian-brasserie"),
    address: "Dag Hammarskjölds torg 2, Malmö",
    description:
      "Italiensk restaurang på 25:e våningen i Clarion Hotel & Congress Malmö Live, där Kitchen & Table låg tidigare. Enligt Vagabond skulle den öppna i maj 2024, med en pizzaugn mitt i lokalen och egen pasta.",
    source:
      "vagabond.se 'Ny restaurang i Malmö tar italienska köket till nya höjder' (2024): Grand Italian on the 25th floor of Clarion Hotel Malmö Live, replacing Kitchen & Table, expected to open May 2024; no source confirms the opening",
  },
  {
    id: "friis-14",
    name: "Friis 14",
    category: "restauranger",
    rating: 4.6,
    imageUrl: img("friis-14"),
    address: "Friisgatan 14, Malmö",
    website: "https://friis14.com",
    description: "Bistro på Friisgatan med franska bistroklassiker på menyn.",
    source: "Sydsvenskan 2022: Friisgatan 14, friis14.com, French bistro classics",
  },
  {
    id: "restaurang-nils",
    name: "Restaurang Nils",
    category: "restauranger",
    rating: 4.7,
    imageUrl: img("restaurang-nils"),
    address: "Regementsgatan 58, Malmö",
    phone: "040-91 50 03",
    description:
      "Kvarterskrog på Regementsgatan. Enligt restaurangens egen berättelse har den fått sitt namn efter konstnären Nils, vars porträtt av barflickan Marie hänger i lokalen.",
    source:
      "restaurant's own presentation as quoted on yoys.se (phone 040-91 50 03, Regementsgatan 58) and dove-mangiare.com (kvarterskrog named after Nils, his portrait of Marie hangs there)",
  },
  // Boende
  {
    id: "malmo-live",
    name: "Clarion Hotel & Congress Malmö Live",
    category: "boende",
    rating: 4.6,
    imageUrl: img("malmo-live"),
    address: "Dag Hammarskjölds torg 2, Malmö",
    description:
      "Stort hotell i Malmö Live-kvarteret, granne med konserthuset och nära Centralstationen. Högst upp, på 25:e våningen, finns en skybar.",
    source:
      "content-facts.md: scandelights, wikiwand (Dag Hammarskjölds torg 2, skybar on the 25th floor); hoteldesigns.net 2015 (25 floors with a skybar)",
  },
  {
    id: "mjs-hotel",
    name: "MJ's Hotel",
    category: "boende",
    rating: 4.7,
    imageUrl: img("mjs-hotel"),
    address: "Mäster Johansgatan 13, Malmö",
    description:
      "Boutiquehotell med färgstark och personlig inredning i centrala Malmö. Lilla torg, Stortorget och kanalen ligger på gångavstånd.",
    source: "sz-magazin (content-facts.md): boutique hotel at Mäster Johansgatan 13",
  },
  {
    id: "scandic-triangeln",
    name: "Scandic Triangeln",
    category: "Boende",
    rating: 4.5,
    imageUrl: img("scandic-triangeln"),
    // No source gives a house number (content-review-3.md, 2.9).
    address: "Triangeln, Malmö",
    description:
      "Hotell i ett av Malmös högsta hus, 20 våningar vid Triangeln, byggt 1989. Scandic har drivit det sedan 2013, och Triangelns station och köpcentrum ligger precis intill.",
    source:
      "worldtravelimages.net 'The city center of Malmö – part 2' (69 m, 20 floors, built 1989 at Triangeln); byggnyheter.se (Scandic took over the hotel from 2013)",
  },
  {
    id: "elite-plaza-hotel",
    name: "Elite Plaza Hotel",
    category: "boende",
    rating: 4.8,
    imageUrl: img("elite-plaza-hotel"),
    // No source gives a house number (content-review-3.md, 2.9).
    address: "Gustav Adolfs torg, Malmö",
    description:
      "Hotell vid Gustav Adolfs torg i centrala Malmö. Härifrån når du shopping, restauranger och Gamla staden till fots.",
    source: "triptemptation.com (Elite Plaza Hotel Malmö at Gustav Adolfs torg)",
  },
  {
    id: "radisson-blu-hotel",
    name: "Radisson Blu Hotel, Malmö",
    category: "boende",
    rating: 4.4,
    imageUrl: img("radisson-blu-hotel"),
    // The street (Östergatan) rested on general knowledge only and no source confirmed
    // it (content-review-3.md, 2.9): left out.
    address: "Malmö",
    description:
      "Centralt hotell med butiker och varuhus precis utanför dörren. Konstgallerier, museer och parker ligger en kort promenad bort.",
    source:
      "radissonblu.com Malmö page (central, shops and department stores right outside, galleries, museums and parks a stone's throw away)",
  },
  {
    id: "comfort-hotel",
    name: "Comfort Hotel Malmö",
    category: "Boende",
    rating: 4.3,
    address: "Carlsgatan 10C, Malmö",
    description:
      "Hotell på Carlsgatan, nära Centralstationen. Lonely Planets Sverigeguide från omkring 2008 beskriver det som smidigt för den som reser med tåg eller färja; nyare uppgifter har vi inte kunnat bekräfta.",
    source:
      "Lonely Planet Sweden (Becky Ohlsen, edition of about 2008): Comfort Hotel Malmö, Carlsgatan 10C, handy for train and ferry; no newer source found",
  },
  {
    id: "mayfair-hotel",
    name: "Mayfair Hotel Tunneln",
    category: "boende",
    // No source gives the house number (content-review-3.md, 2.9): street only.
    address: "Adelgatan, Malmö",
    website: "http://www.mayfairtunneln.com",
    description:
      "Hotell i Tunneln, ett komplex av gamla hus vid Adelgatan nära Stortorget. Källarvalven från 1307 räknas som Malmös äldsta bevarade byggnad.",
    source:
      "malmo.se 'Tunneln' (Adelgatan, cellar counted as Malmö's oldest building); mayfairtunneln.com history (1307)",
  },
  {
    id: "best-western-hotel-royal",
    name: "Best Western Hotel Royal",
    category: "boende",
    rating: 4.4,
    imageUrl: img("best-western-hotel-royal"),
    address: "Norra Vallgatan, Malmö",
    description:
      "Hotell i Gamla staden, i fem hus från olika tider mellan Norra Vallgatan och Västergatan; det äldsta är troligen från 1500-talet. Sedan 2008 ingår Hotell Royal i Best Western.",
    source:
      "malmocityfastigheter.se 'Skepparen 24' (Hotell Royal, five buildings from the 1500s to 2005 between Norra Vallgatan and Västergatan, part of Best Western since 2008)",
  },
  // Konst & museer
  {
    id: "disgusting-food-museum",
    name: "Disgusting Food Museum",
    category: "konst",
    rating: 4.6,
    imageUrl: img("disgusting-food-museum"),
    address: "Södra Förstadsgatan 2, Malmö",
    website: "https://disgustingfoodmuseum.com",
    description:
      "Ett museum om mat som många tycker är äcklig – och om varför vi tycker så. Utställningen visar omkring 80 maträtter från hela världen, och om du vågar kan du lukta och smaka på några av dem.",
    source:
      "Wikipedia 'Disgusting Food Museum' (Södra Förstadsgatan 2 since 2021, ~80 foods); disgustingfoodmuseum.com",
  },
  {
    id: "moderna-museet",
    name: "Moderna Museet Malmö",
    category: "konst",
    rating: 4.7,
    imageUrl: img("moderna-museet"),
    address: "Ola Billgrens plats 2–4, Malmö",
    phone: "040-685 79 37",
    email: "info.malmo@modernamuseet.se",
    website: "https://www.modernamuseet.se/malmo/",
    description:
      "Moderna Museets filial i Malmö visar modern och samtida konst. Museet ligger i ett elverk från 1901 med en tillbyggnad i orange plåt.",
    source:
      "skaneplus.se 'Moderna Museet Malmö' (address, phone, e-mail, 1901 power station, orange extension); content-facts.md (/malmo page)",
  },
  {
    id: "teknikens-och-sjofartens-hus",
    name: "Teknikens och Sjöfartens hus",
    category: "konst",
    rating: 4.6,
    imageUrl: img("teknikens-och-sjofartens-hus"),
    address: "Malmöhusvägen 7, Malmö",
    description:
      "Museum om teknik och sjöfart nära Malmöhus slott, en del av Malmö Museer. Här kan du bland annat se ubåten U3.",
    source:
      "mynewsdesk.com/se/malmo 2018 (part of Malmö Museer, Malmöhusvägen 7, submarine U3 at the museum)",
  },
  // Musik & teater
  {
    id: "malmo-opera",
    name: "Malmö Opera",
    category: "musik",
    rating: 4.8,
    imageUrl: img("malmo-opera"),
    address: "Östra Rönneholmsvägen 20, Malmö",
    website: "https://www.malmoopera.se",
    description:
      "Operahus med opera, musikal och konserter. Salongen från 1944 har drygt 1 500 platser och är en av de största i Norden.",
    source:
      "Wikipedia 'Malmö Opera' (Östra Rönneholmsvägen 20, opened 1944, 1,511 seats); malmoopera.se",
  },
  {
    id: "malmo-stadsteater",
    name: "Malmö Stadsteater",
    category: "musik",
    rating: 4.7,
    imageUrl: img("malmo-stadsteater"),
    address: "Kalendegatan 12, Malmö",
    website: "https://www.malmostadsteater.se",
    description:
      "Stadens teater för dramatik, med en fast ensemble. Den spelar framför allt på Hippodromen och Studion i Hipphuset och på Intiman vid Östra Rönneholmsvägen.",
    source:
      "malmostadsteater.se/om-malmo-stadsteater (stages Hippodromen, Intiman, Studion); malmostadsteater mynewsdesk (Kalendegatan 12)",
  },
  {
    id: "skanes-dansteater",
    name: "Skånes Dansteater",
    category: "musik",
    rating: 4.7,
    imageUrl: img("skanes-dansteater"),
    // The lease at Västra Varvsgatan 11 ran 2005–2024 (Malmö stad, 2003); sources from
    // 2025 still place the stage in Västra Hamnen but give no street: area only.
    address: "Västra Hamnen, Malmö",
    website: "https://www.skanesdansteater.se",
    description:
      "Danskompani för samtida dans med egen scen i Västra Hamnen, där det har haft sina lokaler sedan 2005. Här visas både kompaniets egna föreställningar och gästspel; de stora uppsättningarna spelas på Malmö Opera.",
    source:
      "sv.wikipedia 'Skånes Dansteater' (own 250-seat stage in Västra Hamnen, also plays at Malmö Opera); skanesdansteater mynewsdesk (at Dockan since 2005, guest performances); Skånes Dansteater Magazine 2025 (still on its stage in Västra Hamnen)",
  },
  {
    id: "victoriateatern",
    name: "Victoriateatern",
    category: "musik",
    rating: 4.5,
    imageUrl: img("victoriateatern"),
    address: "Södra Förstadsgatan, Malmö",
    description:
      "Teater- och konsertscen i en före detta biograf från 1912 vid Södra Förstadsgatan. Salongen är liten, med knappt 200 platser.",
    source:
      "stengronberg.se 'Victoria' (cinema built 1912, Södra Förstadsgatan); aroundus.com (about 145 + 45 seats)",
  },
  {
    id: "teater23",
    name: "Teater 23",
    category: "musik",
    rating: 4.6,
    imageUrl: img("teater23"),
    address: "Malmö",
    description:
      "En av Sveriges äldsta fria teatergrupper, bildad i Malmö 1958. Sedan 2008 spelar Teater 23 bara teater för barn och unga, i Malmö och på turné i Skåne.",
    source:
      "teatercentrum.se 'Teater 23' (1958, Malmö); utveckling.skane.se 2018 (children and youth only since 2008)",
  },
  // Shopping
  {
    id: "emporia",
    name: "Emporia",
    category: "shopping",
    rating: 4.6,
    imageUrl: img("emporia"),
    // No source gives the street address (content-review-3.md, 2.5): the district only.
    address: "Hyllie, Malmö",
    website: "https://www.emporia.se",
    description:
      "Ett av Sveriges största köpcentrum, i Hyllie intill Hyllie station, med omkring 165 butiker. På taket finns en park på 27 000 kvadratmeter som är öppen för besökare.",
    source:
      "dagensps.se 2025-09-11 citing HUI (165 shops, second largest in Sweden); en.wikipedia 'Emporia (shopping mall)' (Hyllie, near Hyllie station, roof terrace 27,000 m²; about 200 shops at opening in 2012)",
  },
  {
    id: "triangeln",
    name: "Triangeln",
    category: "shopping",
    rating: 4.4,
    imageUrl: img("triangeln"),
    address: "Triangeln, Malmö",
    description:
      "Köpcentrum vid Triangeln, där gågatan Södra Förstadsgatan börjar, med mode, mat och service under samma tak. Triangelns station ligger alldeles intill.",
    source:
      "visitsweden.de 'Shopping in Malmö' (Triangeln, the largest mall in the centre, all under one roof); malmo.se 2020 'Nya triangeltorget invigt' (between Triangeln station and the start of Södra Förstadsgatan); rapidus.se 2023 (Triangelns köpcentrum, owned by Vasakronan)",
  },
  {
    id: "hansa",
    name: "Hansa",
    category: "shopping",
    rating: 4.3,
    imageUrl: img("hansa"),
    address: "Stora Nygatan 50, Malmö",
    description:
      "Galleria och varuhus mellan Stora Nygatan och Södra Promenaden i centrala Malmö. Huset öppnade 1963 som NK och bytte på 1990-talet namn till Hansacompagniet; i dag heter det Hansa och har butiker och matställen under tak.",
    source:
      "thatsup.se (Hansa, Stora Nygatan 50); fojab.se 'Hansa – ett steg närmare invigning' (between Stora Nygatan and Södra Promenaden, opened 1963 as NK, renamed Hansacompagniet in the 1990s)",
  },
  {
    id: "mobilia",
    name: "Mobilia",
    category: "shopping",
    rating: 4.5,
    imageUrl: img("mobilia"),
    // No source gives the house number (content-review-3.md, 2.9): street only.
    address: "Per Albin Hanssons väg, Malmö",
    website: "https://www.mobilia.se",
    description:
      "Malmös första köpcentrum, öppnat 1968 i gamla textilfabriker. Här finns butiker, restauranger, mataffärer och kulturhuset Funnys Äventyr.",
    source:
      "fojab.se (opened 1968 in former textile factories, along Per Albin Hanssons väg); di.se 2020 (Funnys Äventyr)",
  },
  {
    id: "caroli",
    name: "Caroli",
    category: "shopping",
    rating: 4.3,
    imageUrl: img("caroli"),
    address: "Östergatan 12, Malmö",
    description:
      "Köpcentrum vid Östergatan i Gamla staden, intill Caroli kyrka, som numera heter Kvarteret Caroli. Här finns plats för drygt 40 butiker, men många lokaler har stått tomma de senaste åren.",
    source:
      "sv.wikipedia 'Caroli city' (Östergatan 12, Gamla staden, next to Caroli kyrka, renamed Kvarteret Caroli, room for 40+ shops); rapidus.se 2023 (Caroli has long had mostly empty premises)",
  },
  {
    id: "grandpa",
    name: "Grandpa",
    category: "shopping",
    rating: 4.6,
    imageUrl: img("grandpa"),
    address: "Malmö",
    description:
      "Butik med kläder och saker för hemmet i en personlig blandning. Vi har ännu inte kunnat bekräfta adressen.",
    source: "content-facts.md: likely — Grandpa has a Malmö store",
  },
  {
    id: "aplace",
    name: "Aplace",
    category: "shopping",
    rating: 4.5,
    imageUrl: img("aplace"),
    address: "Kärleksgatan, Malmö",
    // Kept as the original data has it (spec 3): the app must treat "N/A" as no phone.
    phone: "N/A",
    description: "Modebutik i Davidshall med utvalda märken för både dam och herr.",
    source: "content-facts.md: likely — Malmö store at Kärleksgatan in Davidshall",
  },
  {
    id: "liebling",
    name: "Liebling",
    category: "shopping",
    imageUrl: img("liebling"),
    address: "Davidshallstorg, Malmö",
    description: "Liten butik vid Davidshallstorg med kläder och accessoarer.",
    source: "content-facts.md: 2016 blog — shop by Davidshalls torg with clothes and accessories",
  },
  {
    id: "miloii",
    name: "Miloii",
    category: "shopping",
    rating: 4.4,
    imageUrl: img("miloii"),
    address: "Malmö",
    description: `Butik i Malmö. ${UNCONFIRMED}`,
  },
  {
    id: "meadow",
    name: "Meadow",
    category: "shopping",
    rating: 4.5,
    imageUrl: img("meadow"),
    address: "Östra Rönneholmsvägen 5, Malmö",
    description: "Butik med jeans och herrkläder vid Östra Rönneholmsvägen.",
    source: "Nöjesguiden 2016: Meadow, denim and menswear shop, Östra Rönneholmsvägen 5",
  },
  {
    id: "impala-streetwear",
    name: "Impala Streetwear",
    category: "shopping",
    rating: 4.6,
    imageUrl: img("impala-streetwear"),
    address: "Malmö",
    description: `Butik för streetwear i Malmö. ${UNCONFIRMED}`,
  },
  // Fika & lunch
  {
    id: "lilla-kafferosteriet",
    name: "Lilla Kafferosteriet",
    category: "fika-lunch",
    rating: 4.8,
    imageUrl: img("lilla-kafferosteriet"),
    // No source gives the house number (content-review-3.md, 2.8): street only.
    address: "Baltzarsgatan, Malmö",
    description:
      "Café i Claus Mortensens hus, ett gult 1600-talshus på Baltzarsgatan där Lilla Kafferosteriet började 2006. Själva rosteriet har flyttat till hamnen, men här serveras egenrostat kaffe och bakverk.",
    source:
      "lillakafferosteriet.se 'Claes Mortensens hus' (where it all began, 1600s house on the pedestrian street); fikainmalmo.blogspot.com 2015 (started 2006, yellow 17th-century house on Baltzarsgatan, roastery moved to the harbour)",
  },
  {
    id: "solde-kaffebar",
    name: "Solde Kaffebar",
    category: "fika-lunch",
    rating: 4.7,
    imageUrl: img("solde-kaffebar"),
    address: "Regementsgatan 2, Malmö",
    description:
      "Kaffebar med eget rosteri, på Regementsgatan sedan 2006. Här kan du välja allt från espresso till filterkaffe.",
    source: "content-facts.md: Regementsgatan 2, since 2006, own roastery",
  },
  {
    id: "st-jakobs-stenugnsbageri",
    name: "St Jakobs Stenugnsbageri",
    category: "fika-lunch",
    rating: 4.8,
    imageUrl: img("st-jakobs-stenugnsbageri"),
    address: "Klostergatan, Lund",
    description:
      "Stenugnsbageri med surdegsbröd på Klostergatan i Lund, en kort tågresa från Malmö. När Malmö Saluhall öppnade 2016 fanns bageriet också där, men vi har inte kunnat bekräfta att disken i saluhallen finns kvar.",
    source:
      "lundagard.se 2012 and takemetosweden.be 2017 (stone-oven sourdough bakery on Klostergatan, Lund); absinthemindedmagazine.com 2016 (St. Jakobs counter in the newly opened Malmö Saluhall); no newer source for the Saluhall counter",
  },
];

/**
 * Seeded as hidden: kept (so their ids, pages' old links and listing places survive and an
 * operator can publish them once a source confirms them) but shown nowhere.
 */
export const HIDDEN_IN_SEED: ReadonlySet<string> = new Set(["bistro-royal"]);

/** Listed in the fika & lunch category but without a detail page (spec 3): they redirect to the start page. */
export const PLACE_IDS_WITHOUT_PAGE = [
  "kafe-agnez",
  "atrium-kaffebar",
  "falafel-kebab-stationen",
  "jalla-jalla",
  "malmo-kebab",
] as const;
