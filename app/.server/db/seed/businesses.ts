import type { Business, GymBusiness } from "~/content/types";

// Malmö places, checked against ../shared/reviews/content-facts.md (2026-11-23).
// Rules: every entry that states a fact (a street address, a website, a phone number,
// an e-mail address or anything specific in its description) carries a one-line
// `source`: where the fact comes from. Places no published source could confirm get a
// neutral description that claims nothing beyond the name and the city, and no contact
// details at all. Nothing here is invented: a field that could not be confirmed is left
// out. businesses.test.ts enforces the rule.

const img = (id: string) => `/images/business/${id}.svg`;

/** Sentence for places whose details no published source could confirm. */
const UNCONFIRMED = "Adress och utbud är inte bekräftade av guiden ännu.";

// Grand Fitness: no published source found for the gym, its address, hours, facilities
// or philosophy, so none are given. Its layout shows only the rows and sections that have
// data (app/routes/business.tsx); hours and features are empty on purpose.
export const grandFitness: GymBusiness = {
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
const grandFitnessBusiness: Business = {
  id: grandFitness.id,
  name: grandFitness.name,
  category: grandFitness.category,
  rating: grandFitness.rating,
  imageUrl: grandFitness.imageUrl,
  address: grandFitness.address,
  description: grandFitness.description,
};

export const businesses: Business[] = [
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
  grandFitnessBusiness,
  {
    id: "kulan-idrottsskadecentrum",
    name: "Kulans Idrottsskadecentrum",
    category: "sport",
    imageUrl: img("kulan-idrottsskadecentrum"),
    address: "Malmö",
    description:
      "Idrottsskadecentrum för dig som har fått en idrottsskada. Malmö idrottsakademi samarbetar med mottagningen.",
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
      "Inomhuslekland för lek och rörelse vid handelsområdet Stora Bernstorp i Burlövs kommun, strax norr om Malmö. Leo's är en kedja av lekland som startade i Luleå 2006.",
    source:
      "leosplay.com/history ('Malmö (Stora Bernstorp)', founded Luleå 2006); burlov.se (Stora Bernstorp is in Burlövs kommun)",
  },
  {
    id: "funnys-aventyr",
    name: "Funnys Äventyr",
    category: "barn",
    rating: 4.3,
    imageUrl: img("funnys-aventyr"),
    address: "Mobilia, Per Albin Hanssons väg 40, Malmö",
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
    description: `Hammam, ett bad i turkisk badtradition, i Malmö. ${UNCONFIRMED}`,
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
    description:
      "Bistro som öppnade 2014 i Kungliga väntsalen på Malmö Centralstation. Vi vet inte om den har öppet i dag, så kontrollera innan du går dit.",
    source:
      "gourmet-report (2014): Bistro Royal in the Royal Waiting Room at Malmö C; current status unknown",
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
      "Italiensk restaurang på 25:e våningen i Clarion Hotel & Congress Malmö Live, öppnad 2024. Högt upp och nära Centralstationen.",
    source: "vagabond.se: 'Grand Italian', 25th floor of Clarion Hotel Malmö Live, opened 2024",
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
    description:
      "Kvarterskrog på Regementsgatan. Ett bra val både för en vardagsmiddag och när det finns något att fira.",
    source:
      "restaurant's own presentation as quoted on yoys.se and dove-mangiare.com: Regementsgatan 58, kvarterskrog",
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
      "Stort hotell i Malmö Live-kvarteret, granne med konserthuset och nära Centralstationen. Högst upp, på 25:e våningen, ligger restaurangen Grand Italian.",
    source:
      "content-facts.md: scandelights, wikiwand (Dag Hammarskjölds torg 2); vagabond.se (Grand Italian on 25th floor)",
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
    address: "Triangeln 2, Malmö",
    description:
      "Hotell i höghuset vid Triangeln, där Scandic har drivit hotellet sedan 2013. Triangelns station och köpcentrum ligger precis intill.",
    source:
      "byggnyheter.se: Scandic took over the hotel property at Triangeln from 2013; street number per content-facts.md (kn)",
  },
  {
    id: "elite-plaza-hotel",
    name: "Elite Plaza Hotel",
    category: "boende",
    rating: 4.8,
    imageUrl: img("elite-plaza-hotel"),
    address: "Gustav Adolfs torg 49, Malmö",
    description:
      "Hotell i en äldre byggnad vid Gustav Adolfs torg, mitt i stadens centrum. Härifrån når du shopping, restauranger och gamla stan till fots.",
    source:
      "triptemptation.com (Elite Plaza Hotel Malmö at Gustav Adolfs torg); street number per content-facts.md (kn)",
  },
  {
    id: "radisson-blu-hotel",
    name: "Radisson Blu Hotel, Malmö",
    category: "boende",
    rating: 4.4,
    imageUrl: img("radisson-blu-hotel"),
    address: "Östergatan, Malmö",
    description:
      "Centralt hotell vid Östergatan i gamla stan. Butiker, restauranger och kanalen ligger på promenadavstånd.",
    source:
      "radissonblu.com Malmö page (central, shops outside); street per content-facts.md (kn: Östergatan)",
  },
  {
    id: "comfort-hotel",
    name: "Comfort Hotel Malmö",
    category: "Boende",
    rating: 4.3,
    address: "Carlsgatan 10C, Malmö",
    description:
      "Hotell nära Centralstationen. Smidigt för dig som reser med tåg och vill ha nära till både hamnen och stadskärnan.",
    source:
      "Lonely Planet Sweden (Becky Ohlsen): Comfort Hotel Malmö, Carlsgatan 10C, handy for train and ferry",
  },
  {
    id: "mayfair-hotel",
    name: "Mayfair Hotel Tunneln",
    category: "boende",
    address: "Adelgatan 4, Malmö",
    website: "http://www.mayfairtunneln.com",
    description:
      "Hotell i Tunneln, ett komplex av gamla hus vid Adelgatan nära Stortorget. Källarvalven från 1307 räknas som Malmös äldsta bevarade byggnad.",
    source:
      "malmo.se 'Tunneln' (Adelgatan, cellar counted as Malmö's oldest building); mayfairtunneln.com history (1307); street number per content-facts.md (kn)",
  },
  {
    id: "best-western-hotel-royal",
    name: "Best Western Hotel Royal",
    category: "boende",
    rating: 4.4,
    imageUrl: img("best-western-hotel-royal"),
    address: "Norra Vallgatan, Malmö",
    description: "Hotell vid Norra Vallgatan, nära Centralstationen och gamla stan.",
    source: "content-facts.md: likely (kn) — Norra Vallgatan; brand status unverified",
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
      "Moderna Museets filial i Malmö visar modern och samtida konst. Museet ligger i ett elverk från 1901 med en påbyggnad i orange plåt.",
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
    address: "Västra Varvsgatan 11, Malmö",
    website: "https://www.skanesdansteater.se",
    description:
      "Scen för samtida dans i Västra Hamnen. Här visas både kompaniets egna föreställningar och gästspel.",
    source:
      "content-facts.md (Västra Varvsgatan 11, own stage); skanesdansteater mynewsdesk (own stage, guest performances)",
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
    address: "Hyllie Boulevard 44, Malmö",
    website: "https://www.emporia.se",
    description:
      "Stort köpcentrum i Hyllie med omkring 165 butiker. På taket finns en park på 27 000 kvadratmeter som är öppen för besökare.",
    source: "content-facts.md: HUI 2025 (165 shops), roof park 27 000 m²",
  },
  {
    id: "triangeln",
    name: "Triangeln",
    category: "shopping",
    rating: 4.4,
    imageUrl: img("triangeln"),
    address: "Södra Förstadsgatan, Malmö",
    description:
      "Köpcentrum vid Triangeln med mode, mat och service under ett tak. Triangelns station ligger alldeles intill.",
    source: "content-facts.md: sure (Södra Förstadsgatan)",
  },
  {
    id: "hansa",
    name: "Hansa",
    category: "shopping",
    rating: 4.3,
    imageUrl: img("hansa"),
    address: "Stora Nygatan 50, Malmö",
    description:
      "Galleria och varuhus mellan Stora Nygatan och Södra Promenaden i centrala Malmö, där NK öppnade 1963. Här finns butiker och matställen under tak.",
    source:
      "thatsup.se (Hansa, Stora Nygatan 50); fojab.se (between Stora Nygatan and Södra Promenaden, opened 1963 as NK)",
  },
  {
    id: "mobilia",
    name: "Mobilia",
    category: "shopping",
    rating: 4.5,
    imageUrl: img("mobilia"),
    address: "Per Albin Hanssons väg 40, Malmö",
    website: "https://www.mobilia.se",
    description:
      "Malmös första köpcentrum, öppnat 1968 i gamla textilfabriker. Här finns butiker, restauranger, mataffärer och kulturhuset Funnys Äventyr.",
    source:
      "fojab.se (opened 1968 in former textile factories, along Per Albin Hanssons väg); di.se 2020 (Funnys Äventyr); street number per content-facts.md (kn)",
  },
  {
    id: "caroli",
    name: "Caroli",
    category: "shopping",
    rating: 4.3,
    imageUrl: img("caroli"),
    address: "Östergatan, Malmö",
    description: "Köpcentrum vid Östergatan i gamla stan, med butiker, caféer och service.",
    source: "content-facts.md: sure (Östergatan, inside gamla stan)",
  },
  {
    id: "grandpa",
    name: "Grandpa",
    category: "shopping",
    rating: 4.6,
    imageUrl: img("grandpa"),
    address: "Malmö",
    description:
      "Butik med kläder och saker för hemmet i en personlig blandning. Adressen är inte bekräftad av guiden ännu.",
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
    address: "Baltzarsgatan 24, Malmö",
    description:
      "Kafferosteri och café i ett hus från 1600-talet i centrala Malmö. Här serveras eget rostat kaffe och bakverk.",
    source:
      "content-facts.md (Baltzarsgatan 24, 17th-century house); mior.se 2014 (own roastery, café on Baltzarsgatan)",
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
      "Stenugnsbageri på Klostergatan i Lund, inte i Malmö, men en kort tågresa bort. Ett självklart ställe för frukost eller fika när du är i Lund.",
    source: "content-facts.md: a Lund bakery on Klostergatan; no Malmö branch confirmed",
  },
];

/** Listed in the fika & lunch category but without a detail page (spec 3): they redirect to the start page. */
export const BUSINESS_IDS_WITHOUT_PAGE = [
  "kafe-agnez",
  "atrium-kaffebar",
  "falafel-kebab-stationen",
  "jalla-jalla",
  "malmo-kebab",
] as const;
