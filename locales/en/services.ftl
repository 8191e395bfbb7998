## Services: the overview (/services), the six service pages (/services/{slug})
## and the shared call to action. Service names: service-{slug} in shell.ftl.

## Overview page

services-page-meta-title = Electrician in Copenhagen – all electrical services | { $name }
services-page-description = Electrical installation, fault finding, smart home, EV charging points, fuse boards and commercial work. Fixed prices incl. VAT and a reply within 2 hours on weekdays.
services-page-badge = Authorised electrical contractor in Copenhagen
services-page-heading = Electrical services for homes and businesses
services-page-intro = From a new socket to a complete electrical installation: our certified and insured electricians do the job safely, at a fixed price and in line with current regulations. Choose a service to see what we do and what it costs.
services-page-image-alt = Drawing of a house with a socket, a lamp, a fuse board and an EV charging point
services-page-cards-heading = How we can help
services-page-cards-intro = Six areas, one company. Each page explains what the job involves, what it typically costs and how to book.
services-card-link = Read about { $service }

services-card-installation-text = New sockets, light points, spotlights and cables – and complete wiring when you renovate your kitchen or bathroom.
services-card-installation-price = New socket from DKK 895
services-card-fejlfinding-text = Is your RCD (HPFI relay) tripping, are the lights flickering or is a circuit dead? We find the fault and fix it.
services-card-fejlfinding-price = DKK 650 per hour or part thereof
services-card-smart-home-text = Smart lighting, dimmers, sensors and control by app or voice – installed and set up for you.
services-card-smart-home-price = Smart lighting packages from DKK 2,499
services-card-elbil-text = 11 kW charger installed, fuse board checked and the installation registered with the grid company.
services-card-elbil-price = Charging point from DKK 9,995
services-card-tavle-text = New fuse board, RCD (HPFI relay), extra circuits and fuse board inspection with a report.
services-card-tavle-price = New fuse board from DKK 8,500
services-card-erhverv-text = Service agreements, preparing rental premises, fuse board work and lighting for shops and offices.
services-card-erhverv-price = From DKK 510 per hour excl. VAT

services-process-heading = How we work
services-process-intro = Whatever the size of the job, we follow the same four steps, so you always know what is happening and what it costs.
services-process-1-title = Contact and quote
services-process-1-text = Call us or send an enquiry. Describe the job – photos are very welcome. You'll get a reply within 2 hours on weekdays.
services-process-2-title = Fixed price
services-process-2-text = You get a written quote with a fixed price and no hidden fees. For larger jobs, we'll come and take a look first, free of charge.
services-process-3-title = The work
services-process-3-text = We arrive at the agreed time, put down protective covers, carry out the work in line with current regulations and tidy up after ourselves.
services-process-4-title = Testing and documentation
services-process-4-text = We measure and test the installation, go through it with you and email you the documentation and invoice.

services-rates-heading = What does an electrician cost with us?
services-rates-intro = We have three hourly rates, depending on the type of job. Prices for private customers are incl. VAT; prices for business customers are excl. VAT. We do many jobs at a fixed price – see the prices for each service.
services-rate-hour = per hour incl. VAT
services-rate-standard-name = Standard
services-rate-standard-price = DKK 650
services-rate-standard-business = Business: DKK 510 excl. VAT
services-rate-standard-text = Fault finding and repairs, sockets, replacing light fittings and electrical inspections.
services-rate-premium-name = Premium
services-rate-premium-price = DKK 850
services-rate-premium-business = Business: DKK 670 excl. VAT
services-rate-premium-text = Everything in Standard plus new installations, smart home and fuse board upgrades – with a 2-year guarantee.
services-rate-exclusive-name = Exclusive
services-rate-exclusive-price = DKK 1,050
services-rate-exclusive-business = Business: DKK 850 excl. VAT
services-rate-exclusive-text = Everything in Premium plus VIP priority, round-the-clock cover, bespoke technical design, a dedicated project manager and a tailored service agreement.
services-rates-note = Surcharges: evenings 16:00–21:00 +25%, same-day emergency +50%, nights 21:00–07:00 +75%. Travel is free up to 15 km, DKK 199 up to 30 km and DKK 399 up to 50 km. With a subscription, you save 10% on the hourly rate.

## Service pages: shared parts

service-page-meta-title = { $heading } | { $name }
service-page-breadcrumbs = Breadcrumb
service-page-breadcrumb-home = Home
service-page-breadcrumb-services = Services
service-page-do-heading = How we can help
service-page-prices-heading = Typical prices
service-page-prices-caption = Examples of fixed prices and hourly rates for { $service }
service-page-price-task = Job
service-page-price-amount = Price
service-page-booking-heading = How to book
service-page-booking-1-title = Contact us
service-page-booking-1-text = Call { $phone } or fill in the quote form. You'll get a reply within 2 hours on weekdays.
service-page-booking-2-title = Get a fixed price
service-page-booking-2-text = You get a written quote with a fixed price. If the job is large or hard to assess, we'll visit first, free of charge.
service-page-booking-3-title = Choose a time
service-page-booking-3-text = We'll find a day that suits you – ordinary jobs typically within 3-5 working days, emergencies often the same day.
service-page-book-visit = Book a site visit
service-page-booking-4-title = The work and documentation
service-page-booking-4-text = We carry out the work, test the installation and email you the documentation and invoice.
service-page-promise-price = Fixed price with no hidden fees
service-page-promise-reply = Reply within 2 hours on weekdays
service-page-promise-certified = Certified and insured electricians
service-page-faq-heading = Frequently asked questions
service-page-other-heading = Other services
service-page-all-services = See all services

## Electrical installation

service-page-installation-heading = Electrical installation in Copenhagen
service-page-installation-description = New sockets, light points, spotlights and complete wiring for renovations. New socket from DKK 895 incl. materials. Fixed price and a 2-year guarantee.
service-page-installation-intro = New sockets, light points, spotlights and cables – or a completely new electrical installation when you renovate your kitchen, bathroom or entire home. We plan the solution with you, give you a fixed price and leave the installation tested and documented.
service-page-installation-do-1 = New sockets and switches – including ones with a built-in USB charger
service-page-installation-do-2 = Light points, spotlights and LED lighting in ceilings, cabinets and alcoves
service-page-installation-do-3 = Kitchen wiring: induction hob, cooker hood, dishwasher and new circuits
service-page-installation-do-4 = Bathroom wiring: underfloor heating, heated towel rail and moisture-proof spotlights
service-page-installation-do-5 = Outdoor sockets and lighting in the garden, on the terrace and by the entrance
service-page-installation-do-6 = Complete electrical installation for renovations, conversions and extensions
service-page-installation-price-1-label = New double socket in an existing installation
service-page-installation-price-1-amount = from DKK 895 incl. materials
service-page-installation-price-2-label = New ceiling light point with switch
service-page-installation-price-2-amount = from DKK 1,495
service-page-installation-price-3-label = 6 LED ceiling spotlights incl. spotlights and dimmer
service-page-installation-price-3-amount = from DKK 4,995
service-page-installation-price-4-label = Connecting an induction hob to an existing outlet
service-page-installation-price-4-amount = from DKK 995
service-page-installation-price-5-label = Earthed outdoor socket (IP44)
service-page-installation-price-5-amount = from DKK 1,795
service-page-installation-price-note = All prices are incl. VAT, materials and travel up to 15 km. Small jobs without a fixed price are charged at the Standard hourly rate of DKK 650, and new installations and new circuits at the Premium hourly rate of DKK 850.
service-page-installation-booking-note = Feel free to send photos of the room and of your fuse board with your enquiry. That way, we can often give you a fixed price without visiting first.
service-page-installation-faq-1-q = What am I allowed to do myself?
service-page-installation-faq-1-a = Very little. With the power switched off, you may, for example, hang a lamp on a ceiling hook, replace plugs and flexes on lamps, and replace an existing switch or socket with an equivalent one – although earthed sockets only if the installation is protected by an RCD (HPFI relay). New sockets, moving outlets, new cables and work in the fuse board must be carried out by an authorised electrical contractor. Otherwise, you risk electric shock and fire, and your insurer may refuse to pay out.
service-page-installation-faq-2-q = Will I get documentation?
service-page-installation-faq-2-a = Yes. When the work is finished, we measure and test the installation, and you receive the documentation by email together with the invoice. Keep it safe – it is useful when you sell your home and when dealing with your insurance company.
service-page-installation-faq-3-q = How quickly can you come?
service-page-installation-faq-3-a = You'll get a reply within 2 hours on weekdays, and we typically complete ordinary jobs within 3-5 working days. If something is urgent – for example a socket that is getting hot – we can often come the same day.
service-page-installation-faq-4-q = Can the price go up along the way?
service-page-installation-faq-4-a = No, a fixed price is a fixed price. If we find something unexpected, such as an old cable that ought to be replaced, we stop and agree it with you before doing any more.

## Fault finding

service-page-fejlfinding-heading = Electrical fault finding in Copenhagen
service-page-fejlfinding-description = Is your RCD (HPFI relay) tripping, are the lights flickering or is there no power? An authorised electrician will find the fault. DKK 650 per hour or part thereof incl. VAT.
service-page-fejlfinding-intro = Is your RCD (HPFI relay) tripping, are the lights flickering or is part of your home without power? We track down the fault systematically with professional testing equipment and fix it – usually on the first visit.
service-page-fejlfinding-do-1 = RCD (HPFI relay) tripping – we find the appliance or circuit with the earth leakage
service-page-fejlfinding-do-2 = No power in a circuit, a socket or an entire room
service-page-fejlfinding-do-3 = Lights that blink, flicker or dim by themselves
service-page-fejlfinding-do-4 = Hot, discoloured or crackling sockets and switches
service-page-fejlfinding-do-5 = Fuses that blow again and again because of overloading
service-page-fejlfinding-do-6 = Insulation resistance testing and earth connection checks
service-page-fejlfinding-price-1-label = Fault finding on weekdays, 07:00–16:00
service-page-fejlfinding-price-1-amount = DKK 650 per hour or part thereof
service-page-fejlfinding-price-2-label = Fault finding in the evening, 16:00–21:00
service-page-fejlfinding-price-2-amount = DKK 813 per hour or part thereof
service-page-fejlfinding-price-3-label = Same-day emergency call-out
service-page-fejlfinding-price-3-amount = DKK 975 per hour or part thereof
service-page-fejlfinding-price-4-label = Fault finding at night, 21:00–07:00
service-page-fejlfinding-price-4-amount = DKK 1,138 per hour or part thereof
service-page-fejlfinding-price-5-label = Electrical inspection of a home up to 120 m² with a written report
service-page-fejlfinding-price-5-amount = from DKK 1,950
service-page-fejlfinding-price-note = All prices are incl. VAT. Travel is free up to 15 km, DKK 199 up to 30 km and DKK 399 up to 50 km. Spare parts are charged as used, and we tell you the price before we replace anything. With a subscription, you save 10% on the hourly rate.
service-page-fejlfinding-booking-note = Tell us what is happening and when the fault occurs – for example whether the RCD (HPFI relay) trips when a particular appliance is switched on. The more we know, the faster we find the fault.
service-page-fejlfinding-faq-1-q = What am I allowed to do myself?
service-page-fejlfinding-faq-1-a = You may switch the RCD (HPFI relay) and the circuit breakers back on and replace a blown screw-in fuse. If the RCD trips again, you can unplug everything and plug the appliances back in one at a time to find the culprit. You must not open sockets, junction boxes or the fuse board – that requires an authorised electrical contractor.
service-page-fejlfinding-faq-2-q = What if you can't find the fault?
service-page-fejlfinding-faq-2-a = We find most faults within the first hour. If it takes longer, we stop after 2 hours and agree with you how to proceed. You only pay for the time we have spent.
service-page-fejlfinding-faq-3-q = How quickly can you come?
service-page-fejlfinding-faq-3-a = Call { $phone } Monday to Friday, 08:00–17:00. For urgent faults, we usually come the same day. If you smell burning or see smoke or sparks: switch off the power at the RCD (HPFI relay), and call 112 if there is a fire.
service-page-fejlfinding-faq-4-q = Will I get documentation?
service-page-fejlfinding-faq-4-a = Yes. You get a short report of what we found, what we measured and what we repaired – plus any recommendations. It is handy to show your insurance company.

## Smart home

service-page-smart-home-heading = Smart home installation in Copenhagen
service-page-smart-home-description = Smart lighting, dimmers and sensors installed by an authorised electrician. Smart lighting packages from DKK 2,499 incl. VAT. We set up the app and automations.
service-page-smart-home-intro = Control lights, heating and sockets from your phone, by voice or completely automatically. We fit smart switches, dimmers and sensors in your fixed electrical installation and set everything up so it works from day one.
service-page-smart-home-do-1 = Smart lighting: smart switches, dimmers and LED bulbs with colours and scenes
service-page-smart-home-do-2 = Motion sensors and timers for hallway, stairs and outdoor lighting
service-page-smart-home-do-3 = Smart sockets and underfloor heating control
service-page-smart-home-do-4 = Setting up the app, rooms and automations with Apple Home, Google Home or Alexa
service-page-smart-home-do-5 = Control of your EV charger and heat pump, where the equipment supports it
service-page-smart-home-do-6 = A thorough walkthrough so the whole family can use the system
service-page-smart-home-price-1-label = Smart lighting Starter package
service-page-smart-home-price-1-amount = DKK 2,499
service-page-smart-home-price-2-label = Smart lighting Expansion package
service-page-smart-home-price-2-amount = DKK 3,999
service-page-smart-home-price-3-label = Smart lighting Complete package
service-page-smart-home-price-3-amount = DKK 6,499
service-page-smart-home-price-4-label = Smart switch or dimmer fitted in an existing back box
service-page-smart-home-price-4-amount = from DKK 1,095 each
service-page-smart-home-price-5-label = Installation and set-up charged by the hour (Premium)
service-page-smart-home-price-5-amount = DKK 850 per hour
service-page-smart-home-price-note = All prices are incl. VAT. The Complete package includes 30 days of support after installation. We carry out work in the fixed installation at a fixed price or at the Premium hourly rate of DKK 850, and you get a 2-year guarantee on the work.
service-page-smart-home-products = See smart home products in the shop
service-page-smart-home-booking-note = Tell us which rooms you want to control and whether you already use Apple Home, Google Home or Alexa. We'll then suggest a solution that suits your home and your budget.
service-page-smart-home-faq-1-q = What am I allowed to do myself?
service-page-smart-home-faq-1-a = You may screw in smart bulbs yourself, plug smart plugs into ordinary sockets and change the programming and automations in the app. Smart switches, dimmers and relays that require new wiring or a neutral wire in the back box must be fitted by an authorised electrical contractor.
service-page-smart-home-faq-2-q = Will the lights work if the internet goes down?
service-page-smart-home-faq-2-a = Yes. We choose solutions where the switches always work as ordinary switches and where the automations run locally in the house, even when the internet is down.
service-page-smart-home-faq-3-q = Can you build on what I already have?
service-page-smart-home-faq-3-a = In most cases, yes. We work with widely used standards such as Matter, Zigbee and Wi-Fi, so new products can work together with the ones you already have.
service-page-smart-home-faq-4-q = How quickly can you come?
service-page-smart-home-faq-4-a = You'll get a reply within 2 hours on weekdays, and installation can typically start within 1-2 weeks. We usually install a smart lighting package in a single day.

## EV charging points

service-page-elbil-heading = EV charging points in Copenhagen
service-page-elbil-description = 11 kW charging point installed from DKK 9,995 incl. VAT. We check the fuse board, fit the charger and register it with the grid company for you.
service-page-elbil-intro = Charge your car at home – safely, quickly and cheaply overnight. We fit chargers of up to 11 kW, check that the fuse board and service cable can handle the load, and register the installation with the grid company for you.
service-page-elbil-do-1 = Advice on choosing a charger: 11 kW on 3 phases or 3.7-7.4 kW on 1 phase
service-page-elbil-do-2 = Check of the fuse board, service cable and main fuse before installation
service-page-elbil-do-3 = Wall or post mounting with a dedicated circuit and correct residual current protection
service-page-elbil-do-4 = Registration of the installation with the grid company – we take care of it for you
service-page-elbil-do-5 = Setting up the app, access control and charging when electricity is cheapest
service-page-elbil-do-6 = Charging solutions for owners' associations and housing co-operatives (ejerforeninger and andelsboligforeninger) with load balancing across several chargers
service-page-elbil-price-1-label = 11 kW charging point installed, incl. charger and up to 10 m of cable
service-page-elbil-price-1-amount = from DKK 9,995
service-page-elbil-price-2-label = Fitting your own charger, up to 10 m of cable
service-page-elbil-price-2-amount = from DKK 4,995
service-page-elbil-price-3-label = Extra cable beyond 10 m
service-page-elbil-price-3-amount = from DKK 245 per metre
service-page-elbil-price-4-label = Free-standing post with foundation instead of wall mounting
service-page-elbil-price-4-amount = from DKK 2,495 extra
service-page-elbil-price-5-label = New circuit with a Type B RCD (HPFI) in an existing fuse board
service-page-elbil-price-5-amount = from DKK 2,995
service-page-elbil-price-note = All prices are incl. VAT and travel up to 15 km. The price depends mainly on the distance from the fuse board to the charger and on the condition of the fuse board, so you always get a fixed price before we start. Extra work is charged at the Premium hourly rate of DKK 850.
service-page-elbil-booking-note = Send photos of your fuse board, the main fuse and the spot where the charger is to go, and tell us the approximate distance from the fuse board. We can then usually give you a fixed price without a site visit.
service-page-elbil-faq-1-q = Does the charging point have to be registered with the grid company?
service-page-elbil-faq-1-a = Yes. A charger must be registered with the grid company (netselskab), and as an authorised electrical contractor we do this for you as part of the installation. You don't have to fill in anything yourself.
service-page-elbil-faq-2-q = What am I allowed to do myself?
service-page-elbil-faq-2-a = You may plug the charging cable into the car and change settings in the charger's app. The charger itself must be connected to the fixed installation by an authorised electrical contractor. Avoid charging regularly from an ordinary socket using an extension lead – it is not designed for such a heavy load over many hours.
service-page-elbil-faq-3-q = Can my fuse board handle a charger?
service-page-elbil-faq-3-a = We always check. Most houses with a 3 × 25 A main fuse can easily handle an 11 kW charger, especially with load balancing. If you have an older fuse board without an RCD (HPFI relay), it often needs updating first.
service-page-elbil-faq-4-q = How quickly can you come?
service-page-elbil-faq-4-a = You'll get a reply within 2 hours on weekdays, and we typically fit the charger within 1-2 weeks – sooner if the charger you want is in stock.

## Fuse boards

service-page-tavle-heading = Fuse boards and fuse board inspections in Copenhagen
service-page-tavle-description = New fuse board from DKK 8,500, RCD (HPFI relay), extra circuits and fuse board inspection with a report. Authorised electrician and fixed prices incl. VAT.
service-page-tavle-intro = The fuse board is the heart of your electrical installation. We replace old fuse boards with screw-in fuses, fit RCDs (residual current devices, known in Denmark as HPFI relays), add new circuits and carry out fuse board inspections, so you know your installation is safe.
service-page-tavle-do-1 = New fuse board with circuit breakers and an RCD (HPFI relay)
service-page-tavle-do-2 = Replacement of old HFI relays (an older type of RCD) and screw-in fuses
service-page-tavle-do-3 = Fuse board inspection with RCD (HPFI) testing, re-tightening of connections and measurements
service-page-tavle-do-4 = New circuits for the kitchen, a heat pump, an EV charger or a workshop
service-page-tavle-do-5 = Surge protection against lightning strikes and voltage spikes
service-page-tavle-do-6 = Clear labelling, so you always know which fuse is for what
service-page-tavle-price-1-label = New fuse board (up to 8 circuits) incl. RCD (HPFI relay)
service-page-tavle-price-1-amount = from DKK 8,500
service-page-tavle-price-2-label = Replacing an HFI relay with a new RCD (HPFI relay)
service-page-tavle-price-2-amount = from DKK 2,495
service-page-tavle-price-3-label = Fuse board inspection with a written report
service-page-tavle-price-3-amount = from DKK 1,295
service-page-tavle-price-4-label = New circuit with a circuit breaker in an existing fuse board
service-page-tavle-price-4-amount = from DKK 1,895
service-page-tavle-price-5-label = Surge protection (Type 2)
service-page-tavle-price-5-amount = from DKK 2,995
service-page-tavle-price-note = All prices are incl. VAT, materials and travel up to 15 km. Fuse board work beyond the fixed price is charged at the Premium hourly rate of DKK 850, and you get a 2-year guarantee on the work.
service-page-tavle-booking-note = A photo of your current fuse board with the door open and one of the main fuse are the best starting point for a fixed price.
service-page-tavle-faq-1-q = What is an RCD (HPFI relay), and do I need one?
service-page-tavle-faq-1-a = An RCD (residual current device, called an HPFI relay in Denmark) cuts the power in a fraction of a second if current flows somewhere it shouldn't – through a person, for example. If your fuse board only has screw-in fuses or an old HFI relay, we recommend having it updated. Press the test button a couple of times a year to check that the RCD works.
service-page-tavle-faq-2-q = What is a fuse board inspection?
service-page-tavle-faq-2-a = During a fuse board inspection, we check the board visually, re-tighten the connections, test the RCD (HPFI relay) and measure insulation resistance and the earth connection. You get a report with results and recommendations. We recommend an inspection when you buy an older home, and otherwise every 5-10 years.
service-page-tavle-faq-3-q = What am I allowed to do myself?
service-page-tavle-faq-3-a = You may switch the circuit breakers and the RCD (HPFI relay) back on, press the test button and replace screw-in fuses. All other work in the fuse board – including moving or adding a circuit – must be carried out by an authorised electrical contractor.
service-page-tavle-faq-4-q = How long will I be without power?
service-page-tavle-faq-4-a = A standard fuse board replacement in a house or flat typically takes 4-6 hours, and the power is only off while we are working. You get documentation for the new fuse board when we have finished.

## Commercial

service-page-erhverv-heading = Commercial electrician in Copenhagen
service-page-erhverv-description = Electrical work for shops, offices and properties: service agreements, preparing rental premises and fuse board work. From DKK 510 per hour excl. VAT. Reply within 2 hours.
service-page-erhverv-intro = We help shops, offices, clinics, restaurants and properties with electrical work that doesn't disrupt day-to-day operations. A dedicated contact person, service agreements with priority call-out and clear prices excl. VAT.
service-page-erhverv-do-1 = Service agreements with a dedicated contact person, priority call-out and 10% off the hourly rate
service-page-erhverv-do-2 = Preparing and refurbishing rental premises when tenants move in or out
service-page-erhverv-do-3 = Distribution board work: new sub-boards, extensions, RCDs (HPFI) and surge protection
service-page-erhverv-do-4 = Lighting for shops, offices and warehouses – including LED upgrades that cut your electricity bill
service-page-erhverv-do-5 = Charging points for employees and customers, with load balancing
service-page-erhverv-do-6 = Thermographic surveys and inspections as documentation for your insurance company
service-page-erhverv-price-1-label = Standard hourly rate: fault finding, repairs and servicing
service-page-erhverv-price-1-amount = DKK 510 per hour excl. VAT
service-page-erhverv-price-2-label = Premium hourly rate: new installations, distribution board work and smart home
service-page-erhverv-price-2-amount = DKK 670 per hour excl. VAT
service-page-erhverv-price-3-label = Exclusive hourly rate: VIP priority and round-the-clock cover
service-page-erhverv-price-3-amount = DKK 850 per hour excl. VAT
service-page-erhverv-price-4-label = With a service agreement: 10% off the Standard hourly rate
service-page-erhverv-price-4-amount = DKK 459 per hour excl. VAT
service-page-erhverv-price-5-label = Preparing rental premises of up to 100 m²
service-page-erhverv-price-5-amount = from DKK 3,995 excl. VAT
service-page-erhverv-price-note = All business prices are excl. VAT. Work between 16:00 and 21:00 costs 25% extra, same-day emergency call-outs 50% and night work between 21:00 and 07:00 75%. Travel is free up to 15 km.
service-page-erhverv-booking-note = Tell us about your premises and opening hours, and when the work can best be done. We are happy to work outside opening hours so that customers and staff are not disturbed.
service-page-erhverv-faq-1-q = What does a service agreement include?
service-page-erhverv-faq-1-a = A service agreement gives you a dedicated contact person, priority call-out and 10% off the hourly rate. With an Exclusive agreement, you also get round-the-clock cover, a dedicated project manager and an agreement tailored to your operations.
service-page-erhverv-faq-2-q = Can you work outside our opening hours?
service-page-erhverv-faq-2-a = Yes. By arrangement, we are happy to work early in the morning, in the evening or at weekends. Evening work between 16:00 and 21:00 costs DKK 638 per hour excl. VAT at the Standard hourly rate.
service-page-erhverv-faq-3-q = Will we get documentation?
service-page-erhverv-faq-3-a = Yes. Every job ends with documentation of the work carried out and the measurements, and for distribution board work we update the circuit schedule. This is useful for your insurer, your landlord and when handing over the premises.
service-page-erhverv-faq-4-q = How quickly can you come?
service-page-erhverv-faq-4-a = You'll get a reply within 2 hours on weekdays. Customers with a service agreement get priority call-out – typically the same day if operations have come to a standstill – and with an Exclusive agreement you have round-the-clock cover.

## Call to action (services, service pages and the about page)

services-cta-heading = Ready to get started?
services-cta-text = Get a free, no-obligation fixed-price quote. We reply within 2 hours on weekdays.
services-cta-quote = Get a free quote
services-cta-call = Call { $phone }
services-cta-hours = Our phone lines are open Monday–Friday, 08:00–17:00.
