## Home page: smart-light carousel

carousel-heading = Smart lighting for the whole home
carousel-intro = Smart lighting means more comfort, lower electricity use and greater peace of mind. We install dimmers, scenes, sensors and timers – indoors and out – and set it all up so it's easy to use day to day.
carousel-book = Book advice
carousel-label = Examples of smart lighting
carousel-roledescription = carousel
carousel-slide-roledescription = slide
carousel-slide-label = { $number } of { $count }
carousel-previous = Previous slide
carousel-next = Next slide
carousel-go-to = Go to slide { $number }
carousel-dots = Choose slide
carousel-pause = Stop automatic slide rotation
carousel-play = Start automatic slide rotation

carousel-indoor-tag = Indoors
carousel-indoor-title = Scenes in the living room
carousel-indoor-text = Dim the ceiling light, switch on the floor lamp and save it all as a scene. With a single press you can switch between lighting for dinner, films and cleaning – from the switch on the wall, from the app or by voice.
carousel-indoor-alt = Living room in the evening with a dimmed pendant, a floor lamp and warm light over the sofa, controlled from an app and a wall dimmer

carousel-outdoor-tag = Outdoors
carousel-outdoor-title = Peace of mind outside
carousel-outdoor-text = Motion sensors switch the lights on when someone approaches, and timers switch on ambient lighting at sunset – even when you're on holiday. Well-lit paths and entrances reduce the risk of falls and keep unwanted visitors away.
carousel-outdoor-alt = House at dusk with lights by the front door, bollards along the garden path and a floodlight with a motion sensor above the garage

carousel-bedroom-tag = Bedroom
carousel-bedroom-title = Soft light in the bedroom
carousel-bedroom-text = Wake up to light that slowly grows brighter, and let it fade into warm, dimmed light in the evening. You control the bedside lamps and indirect LED lighting from your bed, and if you get up in the night, a sensor switches on a soft night light.
carousel-bedroom-alt = Bedroom with soft bedside lamps and indirect LED lighting behind the headboard
