/// The characters Swift accepts in identifiers, from The Swift Programming Language's
/// "Lexical Structure", narrowed to what Unicode calls identifier characters (XID) so that
/// symbols and emoji are dropped instead of producing names that fail to compile.
enum SwiftIdentifierCharacters {
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        return scalar.properties.isXIDStart && inSwiftHeadRanges(scalar.value)
    }

    static func isBody(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isHead(scalar) || ("0"..."9").contains(scalar) }
        return scalar.properties.isXIDContinue && (inSwiftHeadRanges(scalar.value) || inSwiftBodyRanges(scalar.value))
    }

    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D,
        0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054,
        0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF,
        0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D,
        0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD,
        0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD,
        0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD,
        0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    private static let bodyRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    private static func inSwiftHeadRanges(_ value: UInt32) -> Bool {
        headRanges.contains { $0.contains(value) }
    }

    private static func inSwiftBodyRanges(_ value: UInt32) -> Bool {
        bodyRanges.contains { $0.contains(value) }
    }
}
