import type { MessageId } from "./catalog-sv";

// The guide's interface text in English (issue 40), translated by the guide's editors
// from the Swedish (sv.ts).

export const en: Record<MessageId, string> = {
  "frame.skipLink": "Skip to content",
  "header.home": "{site}, to the home page",
  "header.mainMenu": "Main menu",
  "header.more": "More",
  "header.openMenu": "Open menu",
  "header.menu": "Menu",
  "search.form": "Search the guide",
  "search.label": "Search businesses, events and offers",
  "search.placeholder": "Search",
  "search.submit": "Search",
  "footer.social": "Social media",
  "footer.categories": "Categories",
  "footer.moreAbout": "More about {site}",
  "footer.links": "Links",
  "footer.about": "About us",
  "footer.contact": "Contact",
  "footer.advertise": "Advertise",
  "footer.allCategories": "All categories",
  "footer.events": "Events",
  "footer.featured": "Featured places",
  "footer.submitBusiness": "Register your business",
  "footer.ownerSignIn": "Sign in for business owners",
  "footer.businessQuestion": "Do you run a business in Malmö?",
  "footer.businessPitch":
    "Show your business in Malmöguiden to visitors and people who live in Malmö.",
  "footer.advertiseWithUs": "Advertise with us",
  "footer.newsletter": "Newsletter",
  "footer.newsletterPitch":
    "Get tips on events, new places and offers in Malmö straight to your inbox.",
  "site.description":
    "Malmöguiden helps visitors and people who live in Malmö find cafés, restaurants, places to stay, culture, events and offers in Malmö.",
  "languages.label": "Language",
  "languages.onlySwedish": "Only available in Swedish",
  // /about (spec 2).
  "about.title": "About us",
  "about.metaDescription":
    "About {site}: our vision and our values – love of the local, community and accessibility.",
  "about.heading": "About {site}",
  "about.vision": "Our vision",
  "about.visionText":
    "We want everyone who visits or lives in Malmö to quickly find what makes the city special – from the morning coffee to the evening's performance. {site} gathers the city's best places, events and offers in one place, without fuss.",
  "about.values": "Our values",
  "about.localTitle": "Love of the local",
  "about.localText":
    "We put Malmö's own cafés, shops, stages and craftspeople first – the places that make the city what it is.",
  "about.communityTitle": "Community",
  "about.communityText":
    "The guide is built together with people who live in Malmö and business owners who want to share their favourites.",
  "about.accessTitle": "Accessibility",
  "about.accessText":
    "Everyone should be able to find their way: on a phone, with a screen reader or on a slow connection.",
  "about.questions": "Do you have questions or tips?",
  "about.contactUs": "Contact us",
  // /contact (spec 2).
  "contact.title": "Contact",
  "contact.metaDescription":
    "Contact {site} by e-mail. We usually reply within 24 hours on weekdays.",
  "contact.heading": "Contact us",
  "contact.intro":
    "Do you have questions, a tip about a place, or would you like to advertise? Write to us and we will help you.",
  "contact.replyTime": "We usually reply within 24 hours on weekdays.",
  // /all-categories (spec 2).
  "allCategories.title": "All categories",
  "allCategories.metaDescription":
    "All categories in Malmöguiden: fika, shopping, places to stay, restaurants, sport, culture and more.",
  "allCategories.intro": "Choose a category and find the best Malmö has to offer.",
  // The home page (spec 2).
  "home.title": "{site} – your guide to the best of Malmö",
  "home.metaDescription":
    "Your guide to the best of Malmö: restaurants, places to stay, shopping, culture, events and offers in Malmö.",
  "home.heading": "{site} – your guide to the best of Malmö",
  "hero.label": "Highlights in Malmö",
  "hero.carousel": "carousel",
  "hero.slide": "slide",
  "hero.slideOf": "{index} of {count}",
  "hero.pause": "Pause the slideshow",
  "hero.play": "Start the slideshow",
  "hero.show": "Show slide {index}",
  "home.hero1.alt":
    "Illustration of Malmö's skyline at dusk with a twisting tower and the Öresund Bridge across the water",
  "home.hero1.heading": "Discover Malmö",
  "home.hero1.text":
    "Cafés, restaurants, culture and experiences – the best of the city gathered in one place.",
  "home.hero1.cta": "Explore categories",
  "home.hero2.alt":
    "Illustration of a square in the Old Town with gabled houses, trees and café parasols",
  "home.hero2.heading": "Events in Malmö",
  "home.hero2.text":
    "Concerts, markets and exhibitions – see what is on in Malmö in the coming weeks.",
  "home.hero2.cta": "See events",
  "home.intro.title": "Welcome to Malmö",
  "home.intro.text":
    "A city of sea, parks and a wealth of cuisines from all over the world. Start here.",
  "home.intro.restaurants": "Restaurants",
  "home.intro.restaurantsText":
    "From neighbourhood eateries to views from high above – find your next favourite place.",
  "home.intro.accommodation": "Places to stay",
  "home.intro.accommodationText":
    "Stay centrally, close to the station or with the sea around the corner.",
  "home.intro.shopping": "Shopping",
  "home.intro.shoppingText": "Shopping centres, design shops and small stores with personality.",
  "home.upcoming": "Upcoming events",
  "home.allEvents": "All events",
  "home.featured": "Featured places",
  "home.allFeatured": "All featured places",
  "home.categories": "Categories",
  "home.allCategories": "All categories",
  "home.offers": "Offers",
  "home.offersText":
    "Examples of offers from Malmö's businesses. Prices and terms are set by each business.",
  "home.allOffers": "All offers",
  "home.noUpcoming": "Right now the guide has no upcoming events. Do come back soon, or",
  "home.noUpcomingLink": "see all events",
  "home.fewUpcoming": "The guide has no more upcoming events right now.",
  "home.fewUpcomingLink": "See all events",
  // Cards of places, events and offers.
  "card.illustration": "Illustration: {subject}",
  "card.photo": "Photo: {subject}",
  "card.ad": "Advertisement",
  "rating.label": "Rating",
  "rating.outOf": "out of 5",
  "link.newTab": "(opens in a new tab)",
  "events.example": "Example",
  "events.exampleNote": "Example event – dates and programme are not confirmed",
  "events.unconfirmed": "Date not confirmed",
  "events.unconfirmedNote":
    "Date not confirmed – the dates follow when the event usually takes place",
  "events.at": "at {time}",
  "events.timesByOrganiser": "Times as the organiser gives them",
  "events.today": "Today",
  "events.tonight": "Tonight",
  "events.tomorrow": "Tomorrow",
  "events.category.food": "Food and drink",
  "events.category.art": "Art galleries and museums",
  "events.category.music": "Music and theatre",
  "events.quickLinks": "Events by time",
  "events.quick.today": "Today",
  "events.quick.tonight": "Tonight",
  "events.quick.weekend": "This weekend",
  "events.quick.nextWeek": "Next week",
  "offers.tag.discount": "Discount",
  "offers.tag.special": "Special",
  "offers.tag.annualPass": "Annual pass",
  "offers.toOffer": "To the offer",
  "offers.at": "at {business}",
  // Category pages (spec 2).
  "category.back": "Back to the home page",
  "category.unknown": "Category",
  "category.thisCategory": "this category",
  "category.introListing":
    "Explore everything in {topic} in Malmö – our favourites first, then every place.",
  "category.intro": "Explore everything in {topic} in Malmö.",
  "category.metaListing": "Explore {topic} in Malmö: featured places with address and rating.",
  "category.meta": "Explore {topic} in Malmö.",
  "category.titlePage": "{title}, page {page}",
  "category.featured": "Featured places",
  "category.all": "All places",
  "category.noMatch": "No places in the category match the filter right now.",
  "category.eventsHeading": "Concerts, markets and exhibitions",
  "category.eventsText":
    "A selection of events in Malmö is gathered in our events calendar, with search and filters.",
  "category.toEvents": "To the events",
  "category.emptyHeading": "No places here yet",
  "category.emptyText":
    "We have no places in this category right now. Have a look among all the categories.",
  "category.allCategories": "All categories",
  "category.example": "Example {number}",
  "category.exampleText":
    "Tips on places in this category are coming soon. Do you have a suggestion? Do get in touch.",
  // The place filters (issue 24).
  "filter.form": "Filter places",
  "filter.legend": "Filter",
  "filter.submit": "Filter",
  "filter.clear": "Clear filters",
  "filter.choice": "{label} ({count})",
  "filter.open.nu": "Open now",
  "filter.open.ikvall": "Open tonight",
  "access.trappfri": "Step-free entrance",
  "access.toalett": "Accessible toilet",
  "access.horslinga": "Hearing loop",
  "access.sittplatser": "Seats to rest on",
  "access.ledarhund": "Guide dogs welcome",
  "access.lugna-timmar": "Quiet hours",
  // Pages of a long list.
  "pages.nav": "Pages",
  "pages.showing": "Showing {first}–{last} of {total}",
  "pages.previous": "Previous",
  "pages.next": "Next",
  "pages.page": "Page {number}",
  // A place's hours now (issue 24), made on the server.
  "hours.openCloses": "Open now · closes {when}",
  "hours.openAllDay": "Open now · 24 hours",
  "hours.closedOpens": "Closed · opens {when}",
  "hours.closed": "Closed",
  "hours.closedHoliday": "Closed today (public holiday)",
  "hours.closedToday": "Closed today",
  "hours.tomorrow": "tomorrow {time}",
  "hours.day": "{day} {time}",
  // /offers and /featured (spec 2).
  "offers.title": "Offers",
  "offers.titlePage": "Offers, page {page}",
  "offers.metaDescription":
    "Current offers from businesses in Malmö: discounts, special offers and annual passes.",
  "offers.intro": "Current offers from Malmö's businesses. The terms are set by each business.",
  "featured.title": "Featured places",
  "featured.metaDescription": "Six hand-picked places in Malmö that we think you should not miss.",
  "featured.intro": "Six hand-picked favourites – from fika to the theatre.",
};
