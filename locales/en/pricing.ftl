## Pricing calculator (home page, #priser)

pricing-heading = Prices – fixed hourly rates with no hidden fees
pricing-lead = Choose whether you are a private or business customer, and when the work needs to be done. You'll see straight away what an hour costs. Before we start, you always get a fixed-price quote.

pricing-customer-legend = Customer type
pricing-customer-privat = Private
pricing-customer-erhverv = Business

pricing-band-legend = When should we come?
pricing-band-dagtimer = Daytime (07-16)
pricing-band-overarbejde = Overtime (16-21)
pricing-band-akut = Emergency (same day)
pricing-band-nattevagt = Night (21-07)
pricing-band-normal = Standard hourly rate
pricing-band-surcharge = { $percent }% surcharge

pricing-subscription = Save 10% with a subscription
pricing-subscription-hint = With a service subscription, you get 10% off all hourly rates.

pricing-summary = { $prices } · { $band }
pricing-summary-with-subscription = { $prices } · { $band } · 10% subscription discount
pricing-summary-privat = Hourly rates for private customers incl. VAT
pricing-summary-erhverv = Hourly rates for business customers excl. VAT

pricing-package-standard = Standard
pricing-package-premium = Premium
pricing-package-exclusive = Exclusive
pricing-package-standard-intro = For everyday jobs at home or in the office.
pricing-package-premium-intro = For new installations, smart home and an up-to-date fuse board.
pricing-package-exclusive-intro = For those who want us on call around the clock and one dedicated contact on the project.

pricing-label-most-chosen = Most Popular
pricing-label-vip = VIP Service

pricing-per-hour = per hour
pricing-vat-incl = incl. VAT
pricing-vat-excl = excl. VAT
pricing-price-before = Regular price
pricing-features = What you get

pricing-feature-fault-finding = Fault finding and repair
pricing-feature-sockets = Sockets and switches
pricing-feature-lamps = Replacing light fittings
pricing-feature-electrical-check = Electrical inspection
pricing-feature-all-standard = Everything in Standard
pricing-feature-smart-home = Smart home installation
pricing-feature-new-installations = New installations
pricing-feature-panel-upgrade = Fuse board upgrade
pricing-feature-warranty = 2-year guarantee
pricing-feature-all-premium = Everything in Premium
pricing-feature-vip-priority = VIP priority
pricing-feature-cover-24-7 = 24/7 cover
pricing-feature-special-design = Bespoke technical design
pricing-feature-project-manager = Dedicated project manager
pricing-feature-service-agreement = Tailored service agreement

pricing-cta = Get a quote
pricing-cta-label = Get a quote for { $name }

pricing-transport-heading = Travel
pricing-transport-lead = The travel charge depends on how far we have to drive. Within 15 km, we travel for free.
pricing-transport-caption = Travel surcharge by distance
pricing-transport-zone = Zone
pricing-transport-distance = Distance
pricing-transport-price = Price
pricing-transport-zone-name = Zone { $zone }
pricing-transport-zone-far = Other
pricing-transport-range = { $from }–{ $to } km
pricing-transport-over = Over { $from } km
pricing-transport-per-km = { $price } per km
pricing-transport-note = If the address lies exactly on a zone boundary, the cheaper zone applies. Over 50 km, you pay per km for the entire distance.

## Smart-home starter packages (home page)

pricing-smart-heading = Get started with smart home
pricing-smart-lead = Fixed package prices incl. VAT and installation. An authorised electrician installs everything, sets up the app and shows you how to use it.
pricing-smart-perfect-for = Perfect for:
pricing-smart-price-note = incl. VAT and installation
pricing-smart-cta = Choose this package
pricing-smart-cta-label = Choose this package: { $name }

pricing-smart-starter-name = Starter package
pricing-smart-starter-description = Smart lighting in the room you use most – control it from your phone and dim it whenever you like.
pricing-smart-starter-perfect-for = Flats, or anyone who wants to try smart home in one room first.
pricing-smart-starter-feature-hub = Smart home hub that brings it all together
pricing-smart-starter-feature-lights = 2 smart dimmers or 3 smart LED bulbs
pricing-smart-starter-feature-installation = Installation and connection by an authorised electrician
pricing-smart-starter-feature-app = The app set up on your phone, plus a short walkthrough
pricing-smart-starter-feature-warranty = 12-month guarantee on the work

pricing-smart-expansion-name = Expansion package
pricing-smart-expansion-description = Smart lighting in several rooms, and sensors that switch the lights on for you when you arrive.
pricing-smart-expansion-perfect-for = Families who want the lighting in 2-3 rooms to keep up with everyday life.
pricing-smart-expansion-feature-hub = Smart home hub that brings it all together
pricing-smart-expansion-feature-lights = Up to 6 smart dimmers or bulbs across 2-3 rooms
pricing-smart-expansion-feature-motion = 2 motion sensors, e.g. in the hallway and the bathroom
pricing-smart-expansion-feature-contact = 1 door or window sensor
pricing-smart-expansion-feature-schedules = Scheduling, so the lights switch on and off to suit your daily routine
pricing-smart-expansion-feature-warranty = 12-month guarantee on the work

pricing-smart-complete-name = Complete package
pricing-smart-complete-description = Your whole home in one app – with scenes, automation and help once you have moved over to the new system.
pricing-smart-complete-perfect-for = Homeowners who want a fully fledged smart home throughout the house from the start.
pricing-smart-complete-feature-hub = Smart home hub that brings it all together
pricing-smart-complete-feature-lights = Up to 12 smart dimmers or bulbs throughout the home
pricing-smart-complete-feature-sensors = Sensors for motion, doors and windows
pricing-smart-complete-feature-scenes = Scenes such as ‘Good morning’, ‘Film’ and ‘Away from home’
pricing-smart-complete-feature-app = The app set up on the phones of the whole household
pricing-smart-complete-feature-support = 30 days of support after installation
pricing-smart-complete-feature-warranty = 12-month guarantee on the work
